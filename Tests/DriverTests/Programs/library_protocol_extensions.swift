extension Sequence {
  func countWhere(_ p: (Element) -> Bool) -> Int { var n = 0; for e in self where p(e) { n += 1 }; return n }
  var elementCount: Int { var n = 0; for _ in self { n += 1 }; return n }
}
extension Sequence where Element: Hashable { func uniqued() -> [Element] { var seen = Set<Element>(); var r: [Element] = []; for e in self where !seen.contains(e) { seen.insert(e); r.append(e) }; return r } }
extension Comparable { func clamped(to r: ClosedRange<Self>) -> Self { min(max(self, r.lowerBound), r.upperBound) } }
extension Equatable { func isIn(_ xs: [Self]) -> Bool { xs.contains(self) } }
extension Hashable { func hashEqualsItself() -> Bool { hashValue == hashValue } }
extension IteratorProtocol { mutating func skip(_ n: Int) { for _ in 0..<n { _ = next() } } }
struct Countdown: Sequence, IteratorProtocol { var n: Int; mutating func next() -> Int? { if n == 0 { return nil }; defer { n -= 1 }; return n } }
struct Pt: Hashable, Comparable { var x: Int; static func < (a: Pt, b: Pt) -> Bool { a.x < b.x } }
print([1, 2, 3].countWhere { $0 > 1 }, Set([1, 2]).countWhere { $0 > 0 }, ["a": 1].countWhere { $0.value == 1 })
print((1..<5).elementCount, "abc".elementCount, Countdown(n: 3).elementCount, stride(from: 0, to: 10, by: 2).elementCount)
print([3, 1, 3, 2, 1].uniqued(), "hello".uniqued(), [Pt(x: 1), Pt(x: 1)].uniqued().count)
print(2.5.clamped(to: 3.0...4.0), "m".clamped(to: "a"..."f"), Pt(x: 9).clamped(to: Pt(x: 0)...Pt(x: 5)).x)
print(3.isIn([1, 3]), "a".isIn(["b"]), Pt(x: 2).isIn([Pt(x: 2)]))
print(7.hashEqualsItself(), Pt(x: 1).hashEqualsItself())
var it = Countdown(n: 5); it.skip(2); print(it.next()!)
var ai = [10, 20, 30].makeIterator(); ai.skip(1); print(ai.next()!)
func generic<S: Sequence>(_ s: S) -> Int { s.countWhere { _ in true } }
print(generic([1, 2]), generic(Countdown(n: 4)))
