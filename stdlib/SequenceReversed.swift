// reversed() of every Sequence, as Swift's SequenceAlgorithms.swift has it: an array of
// the elements, the last first. A bidirectional collection's own `reversed()` (Array's,
// a range's, String's: a `ReversedCollection`, stdlib/Reversed.swift) hides it; where an
// array is expected (`let r: [Int] = xs.reversed()`, `xs.reversed() == [3, 2, 1]`) Swift
// chooses this one for an array too, and so does miniswiftc (Sema/Arrays.swift,
// `reversedAsArray`). A Set's, a Dictionary's, a program's sequence's is this one.

extension Sequence {
  /// The elements in reverse order, as an array.
  public func reversed() -> [Element] {
    var result = Array(self)
    let count = result.count
    for i in 0..<count / 2 {
      result.swapAt(i, count - (i + 1))
    }
    return result
  }
}
