// `is`, `as?`, `as!` and cast patterns on a generic parameter's value (and an opaque
// type's): each specialization knows the value's type, so the answer is the same at
// -Onone and -O as swiftc's.
protocol Shape { func draw() -> String }
struct Square: Shape { var n: Int; func draw() -> String { "square \(n)" } }
struct Flipped<T: Shape>: Shape { var s: T; func draw() -> String { "flipped " + s.draw() } }
class Animal { var name: String { "animal" } }
class Dog: Animal { override var name: String { "dog" } }

func kind<T>(_ x: T) -> String {
  if x is Int { return "Int" }
  if let s = x as? String { return "String \(s)" }
  if let f = x as? Flipped<Square> { return "Flipped<Square> \(f.s.n)" }
  if let d = x as? Dog { return "a \(d.name)" }
  switch x {
  case let d as Double: return "Double \(d)"
  case is Square: return "Square"
  case let a as Animal: return "an \(a.name)"
  case let i as Int?: return "Int? \(i ?? 0)"
  default: return "something"
  }
}
print(kind(1), kind("a"), kind(Flipped(s: Square(n: 2))), kind(2.5), kind(Square(n: 1)), kind([1]))
print(kind(Dog()), kind(Animal()), kind(Dog() as Animal))
let some: Int? = 4
let none: Int? = nil
print(kind(some), kind(none))
let anything: Any = Square(n: 3)
print(kind(anything))

func protoFlip<T: Shape>(_ shape: T) -> Shape {
  if shape is Square { return shape }
  return Flipped(shape: shape)
}
extension Flipped { init(shape: T) { s = shape } }
print(protoFlip(Square(n: 1)).draw(), protoFlip(Flipped(s: Square(n: 1))).draw())

func square<T>(_ x: T) -> Square { x as! Square }
print(square(Square(n: 9)).n)

func flip<T: Shape>(_ shape: T) -> some Shape { Flipped(s: shape) }
print(flip(Square(n: 3)) is Flipped<Square>, flip(Square(n: 3)) is Square, (flip(Square(n: 4)) as? Flipped<Square>)?.s.n ?? 0)
switch flip(Square(n: 5)) {
case let f as Flipped<Square>: print("flipped", f.s.n)
default: print("no")
}

func optionalInt<T>(_ x: T) -> String {
  if let o = x as? Int? { return "Int? \(o ?? -1)" }
  return "not an Int?"
}
print(optionalInt(3), optionalInt(none), optionalInt(some), optionalInt("3"))
