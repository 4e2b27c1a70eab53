// type(of:) of a protocol value: the type of the value inside (a struct's, an enum's,
// a class's or subclass's), as print shows it.
protocol Shape { func area() -> Double }
struct Square: Shape { var side: Double; func area() -> Double { side * side } }
enum Dot: Shape { case small; func area() -> Double { 0 } }
class Circle: Shape { var r = 1.0; func area() -> Double { 3 * r * r } }
class Ring: Circle {}
struct Outer { struct Inner: Shape { func area() -> Double { 1 } } }
let shapes: [Shape] = [Square(side: 2), Dot.small, Circle(), Ring(), Outer.Inner()]
for s in shapes {
  print(type(of: s), s.area())
}
let first = shapes[0]
let t = type(of: first)
print(t)
print("dynamic: \(type(of: shapes[3]))")
print(String(describing: type(of: shapes[1])))
let types = shapes.map { type(of: $0) }
print(types)
let a: Any = type(of: shapes[0])
print(a)
func describe(_ s: Shape) -> String { "\(type(of: s))" }
print(describe(Circle()), describe(Dot.small))
