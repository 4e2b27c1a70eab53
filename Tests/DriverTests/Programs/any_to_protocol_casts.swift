// Casts from `Any` to a protocol: `as?`, `is`, `as!` and `case let x as P` find the
// value's conformance (a struct's, an enum's, a class's or a superclass's, one through
// a refining protocol), also of a value in an Optional inside the `Any`.
protocol Shape {
  var name: String { get }
  func area() -> Double
}
protocol Solid: Shape {
  var volume: Double { get }
}
struct Square: Shape {
  var side: Double
  var name: String { "square" }
  func area() -> Double { side * side }
}
enum Unit: Shape {
  case one
  var name: String { "unit" }
  func area() -> Double { 1 }
}
class Circle: Shape {
  var radius = 1.0
  var name: String { "circle" }
  func area() -> Double { 3 * radius * radius }
}
class Ring: Circle {
  override var name: String { "ring" }
}
struct Cube: Solid {
  var name: String { "cube" }
  func area() -> Double { 6 }
  var volume: Double { 1 }
}
class Plain {}

let maybeSquare: Square? = Square(side: 3)
let maybeCircle: Circle? = Ring()
let noSquare: Square? = nil
let items: [Any] = [Square(side: 2), Unit.one, Circle(), Ring(), Cube(), Plain(), 5, "x", [1],
                    maybeSquare as Any, maybeCircle as Any, noSquare as Any]
for x in items {
  if let s = x as? Shape {
    print(s.name, s.area())
  } else {
    print("not a shape")
  }
  print(x is Shape, x is Solid)
  switch x {
  case let s as Solid: print("solid", s.volume)
  case let s as Shape: print("a shape:", s.name)
  default: print("other")
  }
}

var shapes: [Shape] = []
for x in items {
  if let s = x as? Shape { shapes.append(s) }
}
print(shapes.count, shapes.map { $0.name })

// A struct taken out of an `Any` is a copy: changing it leaves the `Any`'s alone.
var any: Any = Square(side: 4)
if var s = any as? Square {
  s.side = 10
  print(s.area())
}
let forced = any as! Shape
print(forced.area(), (any as! Square).side)
any = Plain()
print(any is Shape)
