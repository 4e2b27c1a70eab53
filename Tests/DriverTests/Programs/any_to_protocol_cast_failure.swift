// `as!` from an `Any` to a protocol its value does not conform to traps (with the
// runtime's "Could not cast value of type 'Swift.Int' ... to 'main.Shape'").
protocol Shape { func area() -> Double }
struct Square: Shape {
  var side: Double
  func area() -> Double { side * side }
}
let values: [Any] = [Square(side: 2), 5]
for v in values {
  let s = v as! Shape
  print(s.area())
}
