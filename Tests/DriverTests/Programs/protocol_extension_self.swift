// `Self` in protocols, their extensions and structs: results of type Self, Self
// parameters, Self(...) through an initializer requirement, static factories.
protocol Scalable {
  var size: Int { get }
  init(size: Int)
  func scaled(by k: Int) -> Self
  func sameSize(as other: Self) -> Bool
}

extension Scalable {
  func scaled(by k: Int) -> Self { Self(size: size * k) }
  func sameSize(as other: Self) -> Bool { size == other.size }
  func grown() -> Self { scaled(by: 2).scaled(by: 5) }
  static func unit() -> Self { Self(size: 1) }
  static var zero: Self { Self(size: 0) }
}

struct Tile: Scalable {
  var size: Int
}

struct Brick: Scalable {
  var size: Int
  init(size: Int) { self.size = size + 100 }
  func sameSize(as other: Brick) -> Bool { true }
}

struct Point {
  var x = 0, y = 0
  func moved(_ dx: Int) -> Self { Self(x: x + dx, y: y) }
  static func origin() -> Self { Self() }
}

enum Light {
  case on, off
  func toggled() -> Self { self == .on ? .off : .on }
}

func largest<T: Scalable>(_ items: [T]) -> T {
  var best = items[0]
  for i in items where i.size > best.size { best = i }
  return best.grown()
}

let t = Tile(size: 3)
print(t.scaled(by: 4).size, t.grown().size, Tile.unit().size, Tile.zero.size)
print(t.sameSize(as: Tile(size: 3)), t.sameSize(as: Tile(size: 4)))
let b = Brick(size: 1)
print(b.size, b.scaled(by: 2).size, b.sameSize(as: Brick(size: 50)), Brick.unit().size)
print(largest([Tile(size: 2), Tile(size: 9), Tile(size: 4)]).size)
print(Point.origin().moved(3).moved(4).x)
print(Light.on.toggled(), Light.off.toggled().toggled())
