// User types conforming to Comparable: a written `<`, the `>`, `<=`, `>=` that the
// standard library derives from it (unless written), and what the library and the
// compiler do with Comparable values: min, max, sorted(), sort(), min(), max(), `<` in
// a generic function specialized for the type.
struct Version: Comparable {
  var major: Int
  var minor: Int
  static func < (a: Version, b: Version) -> Bool {
    a.major != b.major ? a.major < b.major : a.minor < b.minor
  }
}

class Box: Comparable {
  let value: Int
  init(_ value: Int) { self.value = value }
  static func == (a: Box, b: Box) -> Bool { a.value == b.value }
  static func < (a: Box, b: Box) -> Bool { a.value < b.value }
}

struct Name {
  var text: String
}
extension Name: Comparable {
  static func < (l: Name, r: Name) -> Bool { l.text < r.text }
  static func >= (l: Name, r: Name) -> Bool { print("written >=") ; return !(l < r) }
}

func largest<T: Comparable>(_ xs: [T]) -> T? {
  var best: T?
  for x in xs {
    if let b = best, x <= b { continue }
    best = x
  }
  return best
}

let a = Version(major: 1, minor: 2)
let b = Version(major: 1, minor: 10)
print(a < b, a > b, a <= b, a >= b, a == b, a != b)
print(a <= a, a >= a, a == Version(major: 1, minor: 2))
let m = max(a, b)
print(m.major, m.minor)
let n = min(a, b)
print(n.major, n.minor)
let versions = [Version(major: 2, minor: 0), a, b, Version(major: 0, minor: 9)]
for v in versions.sorted() { print(v.major, v.minor) }
var vs = versions
vs.sort()
print(vs.map { "\($0.major).\($0.minor)" })
print(vs.min()!.major, vs.max()!.minor)
print(largest(versions)!.major)
print(versions.sorted(by: { $0 > $1 }).map { $0.minor })
let boxes = [Box(3), Box(1), Box(2)]
print(boxes.sorted().map { $0.value })
print(max(Box(4), Box(4)) === boxes[0], Box(1) < Box(2), Box(2) >= Box(2))
print(Name(text: "b") >= Name(text: "a"), max(Name(text: "x"), Name(text: "y")).text)
print(versions.contains(b), versions.firstIndex(of: b) ?? -1)
print([a, b] == [a, b], [a] == [b])
// A subclass compares with its superclass's operators.
final class SmallBox: Box {}
let small = [SmallBox(5), SmallBox(2)]
print(max(small[0], small[1]).value, small.sorted().map { $0.value }, small[0] <= small[1])
