// Dynamic dispatch through the vtable: each call below goes through a reference of the
// base type, so only the slot in the object's class can find the override.
class Shape {
  func name() -> String { "shape" }
  func area() -> Double { 0 }
  var corners: Int { 0 }
  func describe() -> String { "\(name()) with \(corners) corners, area \(area())" }
}

class Rectangle: Shape {
  let width: Double
  let height: Double
  init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
  override func name() -> String { "rectangle" }
  override func area() -> Double { width * height }
  override var corners: Int { 4 }
}

// Overrides an override, and calls the implementation it replaces.
class Square: Rectangle {
  init(side: Double) { super.init(width: side, height: side) }
  override func name() -> String { "square (a " + super.name() + ")" }
}

// Inherits everything but one method.
class Triangle: Shape {
  override var corners: Int { 3 }
}

let shapes: [Shape] = [Shape(), Rectangle(width: 2, height: 3), Square(side: 2), Triangle()]
for s in shapes {
  print(s.describe())
}

var total = 0.0
for s in shapes { total += s.area() }
print("total area", total)

let r: Rectangle = Square(side: 5)
print(r.name(), r.area(), r.corners)
