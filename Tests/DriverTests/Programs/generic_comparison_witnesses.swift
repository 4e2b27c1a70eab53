// Comparisons through a generic parameter call the witness of the type it is bound to:
// a generic struct's written '==' (specialized for its arguments; it compared as false),
// a subclass's inherited one, an enum's written '<' beside its compared cases.
func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
func less<T: Comparable>(_ a: T, _ b: T) -> Bool { a < b }
struct Box<T: Equatable>: Equatable {
  var v: T
  static func == (a: Box, b: Box) -> Bool { a.v == b.v }
}
print(same(Box(v: 1), Box(v: 1)))
class Base: Equatable {
  var k = 1
  static func == (a: Base, b: Base) -> Bool { a.k == b.k }
}
class Sub: Base {}
print(same(Sub(), Sub()))
enum E: Int, Comparable {
  case a, b
  static func < (x: E, y: E) -> Bool { x.rawValue < y.rawValue }
}
print(less(E.a, E.b), same(E.a, E.b))
print(same(Box(v: "a"), Box(v: "b")), same(Box(v: 2.5), Box(v: 2.5)))
func count<T: Equatable>(_ x: T, in xs: [T]) -> Int {
  var n = 0
  for y in xs where y == x { n += 1 }
  return n
}
print(count(Box(v: 3), in: [Box(v: 3), Box(v: 4), Box(v: 3)]), count(E.b, in: [.a, .b, .b]))
