// extension Array: methods, computed and static members, mutating members (self by
// address), Self, generic methods, constrained extensions (Element: Equatable,
// Comparable, a program's protocol), used on arrays of several element types.
protocol Shape {
  func area() -> Double
}
struct Square: Shape {
  var side: Double
  func area() -> Double { side * side }
}
struct Point: Equatable {
  var x: Int
  var y: Int
}
extension Array {
  func pairs() -> [(Element, Element)] {
    var result: [(Element, Element)] = []
    var i = 0
    while i + 1 < count {
      result.append((self[i], self[i + 1]))
      i += 2
    }
    return result
  }
  func mapped<T>(_ f: (Element) -> T) -> [T] {
    var out: [T] = []
    for e in self { out.append(f(e)) }
    return out
  }
  func copy() -> Self { self }
  mutating func rotate() {
    if isEmpty { return }
    let first = remove(at: 0)
    append(first)
  }
  static var none: [Element] { [] }
  func countWhere(_ p: (Element) -> Bool) -> Int {
    var n = 0
    for e in self where p(e) { n += 1 }
    return n
  }
}
extension Array where Element: Comparable {
  func isSortedAscending() -> Bool {
    var i = 1
    while i < count {
      if self[i - 1] > self[i] { return false }
      i += 1
    }
    return true
  }
  var largest: Element? {
    var best: Element? = nil
    for e in self {
      if let b = best, b >= e { continue }
      best = e
    }
    return best
  }
}
extension Array where Element: Shape {
  func totalArea() -> Double {
    var t = 0.0
    for s in self { t += s.area() }
    return t
  }
}
extension Array where Element: Equatable {
  func without(_ x: Element) -> [Element] {
    var out: [Element] = []
    for e in self where e != x { out.append(e) }
    return out
  }
}
var words = ["a", "b", "c", "d", "e"]
for (l, r) in words.pairs() { print(l, r) }
print(words.mapped { $0.count }, [1, 2].mapped { Double($0) / 2 })
words.rotate()
print(words, words.copy().count)
var empty: [Int] = []
empty.rotate()
print(empty, [Int].none, [String].none.isEmpty)
print([3, 1, 2].isSortedAscending(), [1, 2, 3].isSortedAscending(), ["x", "y"].isSortedAscending())
print([4.5, 9.25, 1.0].largest ?? 0, [Int]().largest as Any)
print([Square(side: 2), Square(side: 3)].totalArea())
print([Point(x: 1, y: 2), Point(x: 3, y: 4), Point(x: 1, y: 2)].without(Point(x: 1, y: 2)))
print([[1], [2, 3]].countWhere { $0.count > 1 }, [[1], [2]].count)
let nested = [[5, 1], [2]]
print(nested.mapped { $0.largest ?? -1 })
func generic<T: Comparable>(_ xs: [T]) -> T? { xs.largest }
print(generic([7, 8, 2]) ?? 0)

extension Array {
  func second() -> Element? { count > 1 ? self[1] : nil }
  var lastIndex: Int { count - 1 }
  mutating func appendTwice(_ x: Element) {
    append(x)
    append(x)
  }
  static func pair(_ a: Element, _ b: Element) -> [Element] { [a, b] }
}
extension Array where Element: Equatable {
  func countOf(_ x: Element) -> Int {
    var n = 0
    for e in self where e == x { n += 1 }
    return n
  }
}
var ints = [1, 2, 3]
print(ints.second() ?? -1, ints.lastIndex)
ints.appendTwice(9)
print(ints, ints.countOf(9))
print([Int].pair(4, 5), ["x"].second() as Any)
