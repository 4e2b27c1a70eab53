// A range of Int is the library's Range<Int> / ClosedRange<Int> to generic code over
// Range<T> and ClosedRange<T>, and a range made in generic code is a range of Int again.
extension Comparable {
  func clamped(to r: ClosedRange<Self>) -> Self { min(max(self, r.lowerBound), r.upperBound) }
}
print(15.clamped(to: 0...10))
print((-3).clamped(to: 0...10))
print(2.5.clamped(to: 0.0...1.0))
func f<T>(_ r: ClosedRange<T>) -> T { r.lowerBound }
print(f(2...3))
func g<T: Comparable>(_ r: Range<T>, _ x: T) -> Bool { r.contains(x) }
print(g(0..<5, 3), g(0..<5, 5))
struct Span<B: Comparable> {
  var r: Range<B>
  func has(_ x: B) -> Bool { r.contains(x) }
}
let s = Span(r: 1..<4)
print(s.has(3), s.r)
func make<T: Comparable>(_ a: T, _ b: T) -> ClosedRange<T> { a...b }
let m = make(1, 9)
print(m, m.count)
for i in make(1, 3) { print(i) }
func h<T>(_ r: Range<T>) -> Range<T> { r }
print(h(0..<3))
func firsts<T>(_ rs: [ClosedRange<T>]) -> [T] { rs.map { $0.lowerBound } }
print(firsts([1...2, 5...9]))
func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
print(same(1...2, 1...2), same(0..<1, 0..<2))
struct Window<Bound: Comparable> {
  let span: ClosedRange<Bound>
  init(_ span: ClosedRange<Bound>) { self.span = span }
  func clamp(_ x: Bound) -> Bound { min(max(x, span.lowerBound), span.upperBound) }
  var isPoint: Bool { span.lowerBound == span.upperBound }
}
let w = Window(3...7)
print(w.clamp(10), w.clamp(1), w.isPoint, w.span)
let w2 = Window<Int>(4...4)
print(w2.isPoint, w2.span.count)
let dw = Window(0.5...1.5)
print(dw.clamp(2.0))
func bounds<T>(_ r: ClosedRange<T>) -> (T, T) { (r.lowerBound, r.upperBound) }
let (lo, hi) = bounds(10...20)
print(lo, hi)
func isIn<T: Comparable>(_ x: T, _ r: Range<T>) -> Bool { r ~= x }
print(isIn(3, 0..<3), isIn(2, 0..<3))
func emptiness<T>(_ r: Range<T>) -> Bool { r.isEmpty }
print(emptiness(3..<3), emptiness(1..<3))
func desc<T>(_ r: ClosedRange<T>) -> String { "\(r)" }
print(desc(1...4), desc("a"..."c"))
let opt: ClosedRange<Int>? = make2(2, 4)
func make2<T: Comparable>(_ a: T, _ b: T) -> ClosedRange<T> { a...b }
print(opt!, opt!.contains(3))
debugPrint(make2(1, 2))
print([make2(1, 2)])
var d: [ClosedRange<Int>: String] = [:]
d[make2(1, 2)] = "x"
print(d[1...2]!)
