// A string's least and greatest characters, as Swift's Sequence gives every sequence of
// Comparable elements (`min()`, `max()`; SequenceAlgorithms.swift): Characters compare
// as Swift compares them. (Its `sorted()` is every Sequence's, Sort.swift.)

extension String {
  /// The least character, or nil when the string is empty.
  public func min() -> Character? {
    var result: Character? = nil
    for c in self {
      if let m = result, !(c < m) { continue }
      result = c
    }
    return result
  }

  /// The greatest character, or nil when the string is empty.
  public func max() -> Character? {
    var result: Character? = nil
    for c in self {
      if let m = result, !(m < c) { continue }
      result = c
    }
    return result
  }
}
