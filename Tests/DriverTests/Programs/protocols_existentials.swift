// Protocols: requirements, existential arrays, get/set properties, extensions.
protocol Shape {
    var name: String { get }
    func area() -> Double
}
protocol Named {
    var label: String { get set }
}
struct Circle: Shape {
    var radius: Double
    var name: String { "circle" }
    func area() -> Double { 3.0 * radius * radius }
}
struct Rect: Shape {
    var w: Double, h: Double
    var name: String { "rect" }
    func area() -> Double { w * h }
}
struct Tag: Named { var label: String }
func summary(_ s: Shape) -> String { "\(s.name) with area \(s.area())" }
let shapes: [Shape] = [Circle(radius: 2), Rect(w: 3, h: 4)]
for s in shapes { print(summary(s)) }
var n: Named = Tag(label: "old")
n.label = "new"
print(n.label)
