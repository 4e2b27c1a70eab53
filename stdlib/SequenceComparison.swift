// Sequence's element-wise comparisons, as Swift's SequenceAlgorithms.swift has them,
// for every sequence whose elements are Equatable: `(1...3).elementsEqual([1, 2, 3])`,
// `(0..<10).starts(with: [0, 1])`. Each walks both sequences once, in step.

extension Sequence where Element: Equatable {
  /// Whether this sequence and `other` have equal elements in the same order.
  public func elementsEqual<OtherSequence: Sequence>(_ other: OtherSequence) -> Bool
  where OtherSequence.Element == Element {
    var otherIterator = other.makeIterator()
    for element in self {
      guard let otherElement = otherIterator.next() else { return false }
      if otherElement != element {
        return false
      }
    }
    if let _ = otherIterator.next() {
      return false
    }
    return true
  }

  /// Whether the sequence begins with the elements of `possiblePrefix` (always true for
  /// an empty one).
  public func starts<PossiblePrefix: Sequence>(with possiblePrefix: PossiblePrefix) -> Bool
  where PossiblePrefix.Element == Element {
    var iterator = makeIterator()
    for prefixElement in possiblePrefix {
      guard let element = iterator.next() else { return false }
      if element != prefixElement {
        return false
      }
    }
    return true
  }
}
