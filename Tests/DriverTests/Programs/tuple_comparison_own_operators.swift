// Tuples whose elements are of types with their own '==' or '<' (written or derived):
// compared element by element with those, as the standard library's tuple operators do.
struct Version: Comparable {
  var major: Int
  static func < (l: Version, r: Version) -> Bool { l.major < r.major }
}
struct P: Equatable { var x: Int }
enum E: Equatable { case a(Int), b }
enum Level: Comparable { case low, high }
class Ref: Equatable {
  let id: Int
  init(_ id: Int) { self.id = id }
  static func == (l: Ref, r: Ref) -> Bool { l.id == r.id }
}
struct Box<T: Equatable>: Equatable { var v: T }
print((Version(major: 1), 2) < (Version(major: 1), 3), (Version(major: 2), 0) >= (Version(major: 1), 9))
print((P(x: 1), 2) == (P(x: 1), 2), (E.a(1), 1) != (E.b, 1), (E.a(2), "x") == (E.a(2), "x"))
print((Level.low, 1) < (Level.high, 0), (Ref(1), 1) == (Ref(1), 1), (Box(v: "a"), 1) == (Box(v: "a"), 2))
let pairs = [(Version(major: 3), "c"), (Version(major: 1), "z"), (Version(major: 1), "a")]
print(pairs.sorted { $0 < $1 }.map { "\($0.0.major)\($0.1)" })
