// An enum with associated values is Hashable by its written == and hash(into:) (swiftc
// would derive them; miniswiftc does not yet): a set element, fed to a Hasher.
enum Shape: Hashable {
  case circle(Int)
  case square(Int)
  static func == (a: Shape, b: Shape) -> Bool {
    switch (a, b) {
    case (.circle(let x), .circle(let y)): return x == y
    case (.square(let x), .square(let y)): return x == y
    default: return false
    }
  }
  func hash(into hasher: inout Hasher) {
    switch self {
    case .circle(let r): hasher.combine(0); hasher.combine(r)
    case .square(let s): hasher.combine(1); hasher.combine(s)
    }
  }
}
let shapes: Set<Shape> = [.circle(1), .circle(1), .square(1)]
print(shapes.count, shapes.contains(.square(1)), shapes.contains(.square(2)))
var h = Hasher()
h.combine(Shape.circle(3))
print(Shape.circle(2).hashValue == Shape.circle(2).hashValue)
