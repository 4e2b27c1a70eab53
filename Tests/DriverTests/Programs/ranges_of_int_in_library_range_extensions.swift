// A program's extension of Range or ClosedRange (generic, or where Bound == Int) has
// members on ranges of Int too: the built-in range is the library's struct there.
struct Pair<T> { var a: T; var b: T }
extension Pair where T == Int { var sum: Int { a + b } }
print(Pair(a: 1, b: 2).sum)
extension Range where Bound == Int {
  var middle: Int { (lowerBound + upperBound) / 2 }
  func twice() -> Int { lowerBound * 2 }
}
print((0..<10).middle, (3..<4).twice())
extension ClosedRange where Bound: Strideable {
  func start() -> Bound { lowerBound }
}
print((2...9).start(), (1.5...2.0).start())
extension ClosedRange {
  func describe() -> String { "\(lowerBound) to \(upperBound)" }
  var top: Bound { upperBound }
}
print((1.0...2.0).describe())
print((1...3).describe(), (1...3).top)
func spread<T: Comparable>(_ r: ClosedRange<T>) -> String { r.describe() }
print(spread(4...5))
