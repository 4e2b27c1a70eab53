// Casts from an optional to a type that is not one: Swift unwraps every level of
// optional (nil is no value of the type) and casts the value.
protocol Named { func name() -> String }
struct Point: Named { var x: Int; func name() -> String { "Point(\(x))" } }
extension Int: Named { func name() -> String { "Int(\(self))" } }
class Animal { func kind() -> String { "animal" } }
class Dog: Animal, Named { override func kind() -> String { "dog" }; func name() -> String { "Rex" } }

// The same type: only unwraps.
let three: Int? = 3
let none: Int? = nil
print(three as? Int as Any)
print(none as? Int as Any)
if let i = three as? Int { print("unwrapped", i) }
print(three is Int, none is Int)
print(three as! Int)
let word: String? = "word"
print(word as! String)
let list: [Int]? = [1, 2]
print(list as? [Int] as Any)

// Two levels of optional.
let nested: Int?? = 3
let nestedNil: Int?? = .some(nil)
print(nested as? Int as Any, nestedNil as? Int as Any)
print(nested is Int, nestedNil is Int)
print(nested as! Int)

// A value boxed as a protocol it conforms to.
let point: Point? = Point(x: 1)
let noPoint: Point? = nil
if let p = point as? Named { print(p.name()) }
print(noPoint as? Named == nil)
print(point is Named, noPoint is Named)
print((point as! Named).name())

// Classes: up and down the hierarchy, and to a protocol a subclass conforms to.
let pet: Animal? = Dog()
let noPet: Animal? = nil
if let d = pet as? Dog { print(d.kind()) }
print(noPet as? Dog == nil, pet is Dog, noPet is Dog)
let dog: Dog? = Dog()
if let a = dog as? Animal { print(a.kind()) }
if let n = pet as? Named { print(n.name()) }
print(Animal() as Animal? is Named)

// An optional `Any` and an optional protocol value.
let boxed: Any? = 3
print(boxed as? Int as Any, boxed is String)
let noBox: Any? = nil
print(noBox as? Int as Any)
let named: (any Named)? = Point(x: 9)
if let p = named as? Point { print(p.x) }
if let n = named as? Named { print(n.name()) }

// An `Any` holding an optional: Swift's runtime looks through it.
let anyPoint: Any = Optional(Point(x: 3)) as Any
if let n = anyPoint as? Named { print(n.name()) }
if let p = anyPoint as? Point { print(p.x) }
let anyNil: Any = Optional<Int>.none as Any
print(anyNil as? Int as Any, anyNil is Int)

// In a generic function, each specialization unwraps its own optionals.
func describe<T>(_ t: T?) -> String {
  if let n = t as? Named { return n.name() }
  if let i = t as? Int { return "int \(i)" }
  return "none"
}
print(describe(Optional(4)))
print(describe(Optional(Point(x: 2))))
print(describe(Optional("text")))
print(describe(nil as Int?))
print(describe(Optional(Optional(5))))
print(describe(Optional(Dog())))
print(describe(Optional(Animal())))
func forceInt<T>(_ t: T?) -> Int { t as! Int }
print(forceInt(Optional(7)))

// Dictionary lookups are optionals too.
let scores: [String: Int?] = ["a": 1, "b": nil]
for k in scores.keys.sorted() { print(k, scores[k] as? Int as Any) }
