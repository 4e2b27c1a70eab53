// `extension Range<Int>` and `extension ClosedRange<Int>` (Swift's `extension Range where
// Bound == Int`): members and conformances of the ranges of Int, as of another built-in
// type (the library's `makeIterator()` is declared so, stdlib/RangeIteration.swift).
protocol Sized { var size: Int { get } }
extension Range<Int>: Sized { var size: Int { upperBound - lowerBound } }
extension ClosedRange<Int> {
  func contains2(_ x: Int) -> Bool { lowerBound <= x && x <= upperBound }
  var span: Int { upperBound - lowerBound + 1 }
}
func sizeOf<T: Sized>(_ t: T) -> Int { t.size }
print((1...5).contains2(3), (1...5).span, (2..<9).size, sizeOf(0..<4))
