// Metatype values: `Type.self`, `type(of:)` as a value, `T.self` in generic code, a
// `T.Type` parameter, comparisons, and metatypes inside collections (qualified names).
class Animal {}
class Dog: Animal {}
struct Point { var x = 0 }
enum Dir { case up }
class Box<T> {}
struct Stack<Element> {
  var items: [Element] = []
  func describe() -> String { "Stack of \(Element.self)" }
}

print(Int.self, String.self, Point.self, Dir.self, Animal.self, Dog.self)
print([Int].self, [String: Int].self, Int?.self, Box<Int>.self, (Int, String).self)
let t = Point.self
print(t, "\(Dog.self)")
func name<T>(_ x: T) -> String { "\(T.self)" }
print(name(1), name(Dog()), name([1.5]))
func show<T>(_ t: T.Type) { print("showing", t) }
show(Int.self)
show(Dog.self)
print(String(describing: Int.self), String(describing: Animal.self))
print(Stack<String>().describe())

let pet: Animal = Dog()
print(type(of: pet) == Dog.self, type(of: pet) == Animal.self, type(of: pet) != Animal.self)
print(type(of: 5) == Int.self, Int.self == String.self, Point.self != Point.self)
func isInt<T>(_ x: T) -> Bool { T.self == Int.self }
print(isInt(3), isInt("s"))
let k = type(of: pet)
print(k)
let metas: [Animal.Type] = [Animal.self, Dog.self]
print(metas)
print([Int.self], [Point.self])
let maybe: Point.Type? = Point.self
print(maybe as Any)

// A `class func` called through a class's metatype value: the metadata's (TSPL's
// "Metatype Type"); `self` in a static method of a struct or a final class.
class SomeBaseClass {
  class func printClassName() { print("SomeBaseClass") }
  class func describe() -> String { "base" }
  static func fixed() -> String { "fixed" }
}
class SomeSubClass: SomeBaseClass {
  override class func printClassName() { print("SomeSubClass") }
}
class LeafClass: SomeSubClass {
  override class func describe() -> String { "leaf" }
}
let someInstance: SomeBaseClass = SomeSubClass()
type(of: someInstance).printClassName()
let classes: [SomeBaseClass.Type] = [SomeBaseClass.self, SomeSubClass.self, LeafClass.self]
for c in classes {
  c.printClassName()
  print(c.describe(), c.fixed(), c)
}
struct Counter {
  static var count = 2
  static func show() { print(self, self.count, count) }
  static func make() -> Counter { self.init() }
}
final class Leaf {
  class func name() -> String { "Leaf" }
  class func show() { print(self, self.name(), name()) }
}
Counter.show()
print(Counter.make())
Leaf.show()

// A generic class's class methods through its metatype value.
class GenericBox<T> {
  var v: T
  init(_ v: T) { self.v = v }
  class func kind() -> String { "box" }
  class func describe(_ x: T) -> String { "box \(x)" }
}
class IntBox: GenericBox<Int> {
  override class func kind() -> String { "intbox" }
  override class func describe(_ x: Int) -> String { "intbox \(x + 1)" }
}
let boxed: GenericBox<Int> = IntBox(3)
print(type(of: boxed).kind(), type(of: boxed).describe(4), GenericBox<Int>.self.describe(5))
