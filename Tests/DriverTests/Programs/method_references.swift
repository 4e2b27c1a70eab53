// A type's initializers and methods named without a call, as function values.
struct Math {
  static func square(_ x: Int) -> Int { x * x }
  static func add(_ a: Int, to b: Int) -> Int { a + b }
}
let square = Math.square
print(square(3))
print([1, 2, 3].map(Math.square))
let add = Math.add
print(add(2, 3))

// Initializers: the overload is chosen by the parameter type the context gives.
print(["1", "2", "x"].map(Int.init))
print([1, 2].map(String.init))
print([1.5, 2.0].map(Int.init))
print(["a", "b"].map(Character.init))
print(["7", "8"].compactMap(Int.init))

struct Point {
  let x: Int
  init(_ x: Int) { self.x = x }
}
print([1, 2].map(Point.init).map { $0.x })
let make = Point.init
print(make(4).x)

// An instance method takes the instance first.
struct Counter {
  var n = 0
  func show(_ prefix: String) -> String { prefix + String(n) }
}
let show = Counter.show
print(show(Counter(n: 2))("n="))
print([Counter(n: 1), Counter(n: 5)].map(Counter.show).map { $0("#") })

class Animal {
  let name: String
  init(name: String) { self.name = name }
  func speak() -> String { name + "!" }
}
let speak = Animal.speak
print(speak(Animal(name: "Rex"))())
print([Animal(name: "A"), Animal(name: "B")].map(Animal.speak).map { $0() })

// A compound name chooses by the argument labels.
struct Ops {
  static func add(_ a: Int, to b: Int) -> Int { a + b }
  static func add(_ a: Int, _ b: Int) -> Int { a * b }
}
let addTo = Ops.add(_:to:)
print(addTo(2, 3))
let times = Ops.add(_:_:)
print(times(2, 3))
struct Scaled {
  let x: Int
  init(_ x: Int) { self.x = x }
  init(twice x: Int) { self.x = 2 * x }
}
print([1, 2].map(Scaled.init(twice:)).map { $0.x })
print([1, 2].map(Scaled.init(_:)).map { $0.x })

// An enum case with associated values makes its value.
enum Shape {
  case circle(radius: Double)
  case square(Double)
  case rect(Double, Double)
}
let circle = Shape.circle
print(circle(1.5))
print([1.0, 2.0].map(Shape.square))
print([2.0].map(Shape.circle))
let rect = Shape.rect
print(rect(2, 3))
func makeShape(_ f: (Double) -> Shape) -> Shape { f(4) }
print(makeShape(Shape.square))

// A generic enum's case, of the type the context gives.
enum Either<L, R> {
  case left(L)
  case right(R)
}
let lefts: [Either<Int, String>] = [1, 2].map(Either<Int, String>.left)
print(lefts)
print(["x"].map(Either<Int, String>.right))
