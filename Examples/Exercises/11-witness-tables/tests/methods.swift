// Methods through witness tables: arguments, results, `mutating` requirements,
// conformances added by extensions, and several protocols on one type.
protocol Shape {
  func area() -> Int
  func scaled(by factor: Int) -> Int
  mutating func grow(_ by: Int)
}

protocol Named {
  var name: String { get }
}

struct Square {
  var side: Int
}

extension Square: Shape, Named {
  func area() -> Int { side * side }
  func scaled(by factor: Int) -> Int { area() * factor * factor }
  mutating func grow(_ by: Int) { side += by }
  var name: String { "square \(side)" }
}

class Rectangle: Shape {
  var w: Int
  var h: Int
  init(w: Int, h: Int) {
    self.w = w
    self.h = h
  }
  func area() -> Int { w * h }
  func scaled(by factor: Int) -> Int { w * factor * h * factor }
  func grow(_ by: Int) {
    w += by
    h += by
  }
}

func report(_ s: Shape) {
  print("area", s.area(), "scaled", s.scaled(by: 2))
}

var shape: Shape = Square(side: 3)
report(shape)
shape.grow(2)
report(shape)
shape = Rectangle(w: 2, h: 5)
report(shape)
shape.grow(1)
report(shape)

let named: Named = Square(side: 7)
print(named.name)
