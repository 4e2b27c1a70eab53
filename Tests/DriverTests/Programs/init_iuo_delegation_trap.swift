// A non-failable initializer delegating to an `init!` that fails traps (swiftc's
// implicit unwrap), after what it printed.
class Shape {
  var sides = 0
  init!(sides: Int) {
    if sides < 3 { return nil }
    self.sides = sides
  }
}
class Polygon: Shape {
  init(corners: Int) {
    print("polygon with \(corners) corners")
    super.init(sides: corners)
  }
}
print(Polygon(corners: 5).sides)
let value: Shape = Shape(sides: 4)
print(value.sides)
_ = Polygon(corners: 2)
print("not reached")
