// Dictionaries and sets: keys must be Hashable, subscripts and members are typed by the
// key and value types, and the errors are swiftc's.
struct Point { var x: Int }
enum Shape { case circle(Int), square }
let byPoint: [Point: Int] = [:] // expected-error {{type 'Point' does not conform to protocol 'Hashable'}}
let points: Set<Point> = [] // expected-error {{type 'Point' does not conform to protocol 'Hashable'}}
let inferred = [Point(x: 1): 1] // expected-error {{generic struct 'Dictionary' requires that 'Point' conform to 'Hashable'}}
let shapes: Set = [Shape.square] // expected-error {{generic struct 'Set' requires that 'Shape' conform to 'Hashable'}}
let converted = Set([Point(x: 1)]) // expected-error {{generic struct 'Set' requires that 'Point' conform to 'Hashable'}}
var ages: [String: Int] = ["Ann": 31]
ages["Bob"] = "young" // expected-error {{cannot assign value of type 'String' to subscript of type 'Int'}}
ages["Cid", default: 0] = 2.5 // expected-error {{cannot assign value of type 'Double' to subscript of type 'Int'}}
let next: Int = ages["Ann"] // expected-error {{value of optional type 'Int?' must be unwrapped to a value of type 'Int'}}
// expected-note@-1 {{coalesce using '??' to provide a default when the optional value contains 'nil'}}
// expected-note@-2 {{force-unwrap using '!' to abort execution if the optional value contains 'nil'}}
print(ages[0]) // expected-error {{no exact matches in call to subscript}}
ages.updateValue(1, forKey: 2) // expected-error {{cannot convert value of type 'Int' to expected argument type 'String'}}
print(ages.nothing) // expected-error {{value of type '[String : Int]' has no member 'nothing'}}
ages.count = 3 // expected-error {{cannot assign to property: 'count' is a get-only property}}
let frozen = ages // expected-note {{change 'let' to 'var' to make it mutable}}
frozen["Dee"] = 1 // expected-error {{cannot assign through subscript: 'frozen' is a 'let' constant}}
let digits: Set = [1, 2] // expected-note {{change 'let' to 'var' to make it mutable}}
digits.insert(3) // expected-error {{cannot use mutating member on immutable value: 'digits' is a 'let' constant}}
let flags: Set = [true]
print(flags.sorted()) // expected-error {{referencing instance method 'sorted()' on 'Sequence' requires that 'Bool' conform to 'Comparable'}}
let named: [String: Point] = [:]
print(named == named) // expected-error {{operator function '==' requires that 'Point' conform to 'Equatable'}}
let untyped = [:] // expected-error {{empty collection literal requires an explicit type}}
let pair = Dictionary<Int>() // expected-error {{generic type 'Dictionary' specialized with too few type parameters (got 1, but expected 2)}}
let two: Set<Int, Int> = [] // expected-error {{generic type 'Set' specialized with too many type parameters (got 2, but expected 1)}}
for (key, value, extra) in ages { print(key, value, extra) } // expected-error {{pattern cannot match values of type '(key: String, value: Int)'}}
