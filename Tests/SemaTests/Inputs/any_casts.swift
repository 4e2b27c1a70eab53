// Any and AnyObject: a value converts to Any; only class instances convert to AnyObject;
// getting a value back out takes a checked cast.
class Box {}
struct Point { var x = 0 }
let anything: Any = Point()
let object: AnyObject = Box()
let notAnObject: AnyObject = Point()  // expected-error {{value of type 'Point' expected to be instance of class or class-constrained type}}
let n: Int = anything  // expected-error {{cannot convert value of type 'Any' to specified type 'Int'}}
let p = anything as? Point
let b = object as! Box
let values: [Any] = [1, "two", Box()]
print(p as Any, b, values.count, anything is Point)
