// Tuples of generic elements compare as the standard library's tuple operators do:
// element by element, by what the specialization's arguments compare with.
struct Version: Comparable {
  var major: Int
  static func < (l: Version, r: Version) -> Bool { l.major < r.major }
}
struct Pair<T: Comparable> {
  var a: T
  var b: T
  static func lt(_ l: Pair, _ r: Pair) -> Bool { (l.a, l.b) < (r.a, r.b) }
  static func le(_ l: Pair, _ r: Pair) -> Bool { (l.a, l.b) <= (r.a, r.b) }
  static func gt(_ l: Pair, _ r: Pair) -> Bool { (l.a, l.b) > (r.a, r.b) }
  static func ge(_ l: Pair, _ r: Pair) -> Bool { (l.a, l.b) >= (r.a, r.b) }
}
func same<T: Equatable, U: Equatable>(_ l: (T, U), _ r: (T, U)) -> Bool { l == r }
func differ<T: Equatable>(_ l: (T, T, T), _ r: (T, T, T)) -> Bool { l != r }
func sorted3<T: Comparable>(_ xs: [(T, Int)]) -> [(T, Int)] { xs.sorted { $0 < $1 } }
print(Pair.lt(Pair(a: 1, b: 2), Pair(a: 1, b: 3)), Pair.lt(Pair(a: 2, b: 0), Pair(a: 1, b: 3)))
print(Pair.le(Pair(a: "a", b: "b"), Pair(a: "a", b: "b")), Pair.gt(Pair(a: 1.5, b: 2), Pair(a: 1.5, b: 1)))
print(Pair.ge(Pair(a: Version(major: 1), b: Version(major: 2)), Pair(a: Version(major: 1), b: Version(major: 3))))
print(same((1, "x"), (1, "x")), same((1, "x"), (1, "y")), same(([1], 2.5), ([1], 2.5)))
print(differ((1, 2, 3), (1, 2, 3)), differ(("a", "b", "c"), ("a", "b", "d")))
print(sorted3([("b", 1), ("a", 2), ("a", 1)]).map { "\($0.0)\($0.1)" })
let chars: [Character] = ["x", "y"]
print(Pair.lt(Pair(a: chars[0], b: chars[1]), Pair(a: chars[1], b: chars[0])))
