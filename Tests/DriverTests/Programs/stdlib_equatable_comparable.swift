// Equatable and Comparable from module Swift's source: '!=' from extension Equatable and
// '>', '<=', '>=' from extension Comparable on a program's struct, class and enum, directly
// and through generic parameters, the library's min/max, sorted(), sets and dictionary keys.
struct P: Comparable, Hashable {
  var x: Int
  var name: String
  static func < (a: P, b: P) -> Bool { a.x < b.x }
}
struct Q: Equatable { var a: Int; var b: Double }
class C: Equatable {
  let id: Int
  init(_ id: Int) { self.id = id }
  static func == (l: C, r: C) -> Bool { l.id == r.id }
}
enum Level: Int, Comparable {
  case low = 1, mid, high
  static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
}
func largest<T: Comparable>(_ xs: [T]) -> T {
  var best = xs[0]
  for x in xs where x > best { best = x }
  return best
}
func allDifferent<T: Equatable>(_ a: T, _ b: T) -> Bool { a != b }
let p1 = P(x: 1, name: "a"), p2 = P(x: 2, name: "b")
print(p1 != p2, p1 > p2, p1 <= p2, p1 >= p2, p1 == p1)
print(Q(a: 1, b: 2) != Q(a: 1, b: 2), Q(a: 1, b: 2) != Q(a: 1, b: 3))
print(C(1) != C(2), C(3) != C(3))
print(Level.low > Level.high, Level.mid >= .mid, Level.high <= .low, Level.low != .mid)
print(largest([p1, p2, P(x: 0, name: "z")]).name, largest([Level.mid, .high, .low]), largest([3, 9, 2]), largest(["b", "a"]))
print(max(p1, p2).name, min(p1, p2).name, max(Level.low, .mid), min(2.5, 1.5))
print(allDifferent(p1, p2), allDifferent(Q(a: 0, b: 0), Q(a: 0, b: 0)), allDifferent(C(1), C(1)), allDifferent(1, 2))
print([p2, p1].sorted().map { $0.name }, [Level.high, .low].sorted(), [p1, p2].max()!.name, [p1, p2].min()!.name)
var s: Set<P> = [p1, p2, p1]
print(s.count, s.contains(P(x: 1, name: "a")))
let d = [p1: "one", p2: "two"]
print(d[p2]!, (1, "a") < (1, "b"), (2, 1) > (1, 9), "a" != "b", 1.5 > 2.5)
// A type's own '>' hides the library's, directly and through a generic parameter.
struct Rev: Comparable {
  var v: Int
  static func < (a: Rev, b: Rev) -> Bool { a.v < b.v }
  static func > (a: Rev, b: Rev) -> Bool { a.v < b.v }
}
func gt<T: Comparable>(_ a: T, _ b: T) -> Bool { a > b }
print(Rev(v: 1) > Rev(v: 2), gt(Rev(v: 1), Rev(v: 2)), Rev(v: 1) >= Rev(v: 2))
