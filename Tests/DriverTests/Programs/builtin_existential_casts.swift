// Casts to a protocol that built-in types conform to through extensions, and back:
// from a generic parameter (decided per specialization), from an `Any` and from an
// existential (the box metadata of the value's type), in `if let`, `is`, `as!` and
// `switch` patterns; a generic struct's specialization found in an `Any`.
protocol P { func describe() -> String }
extension Int: P { func describe() -> String { "int \(self)" } }
extension String: P { func describe() -> String { "str \(self)" } }
extension Array: P { func describe() -> String { "array of \(count)" } }
extension Optional: P { func describe() -> String { "optional" } }
let items: [any P] = [1, "a", [1, 2]]
for i in items { print(i.describe()) }
func f<T>(_ t: T) { if let p = t as? P { print(p.describe()) } else { print("no") } }
f(3); f(2.5); f(["x"]); f(Optional(1)); f(true)
let x: Any = 5
if let p = x as? P { print(p.describe()) }

struct Point { var x = 0, y = 0 }
struct Pair<T>: P {
  var first: T, second: T
  func describe() -> String { "pair \(first) \(second)" }
}
class Animal { var name: String { "animal" } }
class Dog: Animal, P { func describe() -> String { "dog" } }

let anys: [Any] = [1, "two", 3.0, [4, 5], Point(), Dog(), Pair(first: 1, second: 2), Pair(first: "a", second: "b"), [1.5], Int8(3)]
for a in anys {
  if let p = a as? P { print(p.describe()) } else { print("not P:", a) }
}
print(anys.filter { $0 is P }.count)

func kind<T>(_ t: T) -> String {
  switch t {
  case let p as P: return "P: " + p.describe()
  default: return "other"
  }
}
print(kind(7), kind(Point()), kind(Pair(first: 2.5, second: 1.0)))

func isP<T>(_ t: T) -> Bool { t is P }
let animal: Animal = Dog()
print(isP(1), isP(Point()), isP(animal), isP(Animal()), isP([Point()]))

let p: any P = [10, 20, 30]
if let a = p as? [Int] { print("ints", a.count, a[1]) }
if let s = p as? [String] { print("strings", s) } else { print("not strings") }
let q: any P = "text"
print(q as! String, q is Int, q is String)
let boxed: Any = "hello"
let described = boxed as! P
print(described.describe())

// An Optional in an `Any` is looked through (nil is no value of the protocol).
protocol Sized { var size: Int { get } }
extension Int: Sized { var size: Int { 8 } }
extension Array: Sized { var size: Int { count } }
struct Wrapper<T>: Sized { var value: T; var size: Int { 1 } }
let some: Int? = 5
let none: Int? = nil
let optionals: [Any] = [some as Any, none as Any, Optional([1, 2]) as Any, Optional(Wrapper(value: "w")) as Any]
for o in optionals {
  if let s = o as? Sized { print("size", s.size, s is Int) } else { print("not sized") }
}
print(optionals.map { $0 is Sized })
