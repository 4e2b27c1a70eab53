// Initializer delegation: self.init in structs and convenience initializers, super.init
// from designated ones, failure propagation and implicitly unwrapped results.
struct Size {
  var width = 0.0, height = 0.0
}
struct Rect {
  var origin = 0.0
  var size = Size()
  init() {}
  init(origin: Double, size: Size) {
    self.origin = origin
    self.size = size
  }
  init(center: Double, size: Size) {
    self.init(origin: center - size.width / 2, size: size)
  }
  init?(side: Double) {
    if side < 0 { return nil }
    self.init(origin: 0, size: Size(width: side, height: side))
  }
  init?(checked side: Double) {
    self.init(side: side)
    print("checked \(side)")
  }
  init!(forced side: Double) {
    self.init(side: side)
  }
}

let r = Rect(center: 4, size: Size(width: 2, height: 3))
print(r.origin, r.size.width, r.size.height)
print(Rect(side: -1) == nil, Rect(side: 2)!.size.height)
print(Rect(checked: -1) == nil)
print(Rect(checked: 5)?.size.width ?? 0)
let forced: Rect = Rect(forced: 3)
print(forced.size.width)
print(Rect(forced: -3) == nil)

class Food {
  var name: String
  init(name: String) { self.name = name }
  convenience init() { self.init(name: "[Unnamed]") }
  convenience init?(code: Int) {
    if code == 0 { return nil }
    self.init(name: "code \(code)")
  }
  deinit { print("deinit \(name)") }
}
class Ingredient: Food {
  var quantity: Int
  init(name: String, quantity: Int) {
    self.quantity = quantity
    super.init(name: name)
  }
  override convenience init(name: String) { self.init(name: name, quantity: 1) }
  func describe() -> String { "\(quantity) x \(name)" }
}
class Item: Ingredient {
  var bought = false
}

print(Food().name)
print(Ingredient().describe())
print(Item().describe(), Item(name: "Eggs", quantity: 6).describe())
print(Item(code: 7)?.describe() ?? "none")
print(Item(code: 0) == nil)

class Shape {
  var sides: Int
  init?(sides: Int) {
    if sides < 3 { return nil }
    self.sides = sides
  }
  init!(unchecked sides: Int) { self.sides = sides }
}
class Square: Shape {
  init() { super.init(unchecked: 4) }
  init?(bad: Bool) {
    super.init(sides: bad ? 2 : 4)
    print("square made")
  }
}
print(Square().sides)
print(Square(bad: true) == nil, Square(bad: false)?.sides ?? 0)
let s: Shape = Shape(unchecked: 5)
print(s.sides)

enum Planet: Int {
  case mercury = 1, venus
  init?(name: String) {
    if name == "m" { self.init(rawValue: 1) } else { return nil }
  }
  init(fallback: Int) {
    self = .venus
    if fallback == 1 { self = .mercury }
  }
  init(n: Int) { self.init(fallback: n) }
}
print(Planet(name: "m") == .mercury, Planet(name: "x") == nil, Planet(n: 1) == .mercury, Planet(n: 2).rawValue)
