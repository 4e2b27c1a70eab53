// Superclass constraints: a generic parameter constrained to a class has its members
// (dispatched dynamically) and converts to it; with a protocol in a where clause too.
class Shape {
  var name: String
  init(name: String) { self.name = name }
  func area() -> Double { 0 }
  func describe() -> String { "\(name): \(area())" }
}
class Square: Shape {
  var side: Double
  init(side: Double) { self.side = side; super.init(name: "square") }
  override func area() -> Double { side * side }
}
protocol Tagged { func tag() -> String }
class Circle: Shape, Tagged {
  init() { super.init(name: "circle") }
  override func area() -> Double { 3.0 }
  func tag() -> String { "round" }
}
func report<T: Shape>(_ shape: T) -> String {
  return shape.describe() + " named " + shape.name
}
func larger<T: Shape>(_ a: T, _ b: T) -> T { a.area() >= b.area() ? a : b }
func asShape<T: Shape>(_ t: T) -> Shape { t }
func tagged<T>(_ t: T) -> String where T: Shape, T: Tagged { t.tag() + " " + t.name }
print(report(Square(side: 2)), report(Circle()))
print(larger(Square(side: 1), Square(side: 3)).area())
print(asShape(Circle()).describe(), tagged(Circle()))
let shapes: [Shape] = [Square(side: 1.5), Circle()]
print(report(shapes[0]))
