// A protocol value prints as its dynamic value does: its description, or the struct,
// enum or class as Swift shows it (qualified inside a collection or an optional). The
// value's two description functions end every witness table.
protocol Shape { func area() -> Double }
protocol Named { var name: String { get } }
struct Circle: Shape, Named, CustomStringConvertible {
  var r: Double
  func area() -> Double { 3 * r * r }
  var name: String { "circle" }
  var description: String { "Circle of \(r)" }
}
class Sq: Shape { func area() -> Double { 4 } }
enum Blob: Shape { case big, small; func area() -> Double { 1 } }
struct Plain: Shape { var a = 1; var tags = ["x"]; func area() -> Double { 0 } }
protocol Pet: AnyObject { var name: String { get } }
class Dog: Pet { let name = "Rex" }

let s: Shape = Circle(r: 1)
print(s)
let shapes: [any Shape] = [Circle(r: 2), Sq(), Blob.big, Plain()]
print(shapes)
for x in shapes { print(x, "\(x)") }
let both: any Shape & Named = Circle(r: 3)
print(both, [both])
let o: Shape? = Plain()
print(o as Any, o!)
enum E: Error { case bad(Int) }
let e: Error = E.bad(2)
print(e, [e])
print(shapes.map { $0.area() })
let p: Pet = Dog()
print(p, [p])
debugPrint(s, both)
