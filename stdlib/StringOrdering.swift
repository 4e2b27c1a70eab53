// A string's characters in order, as Swift's Sequence gives every sequence of Comparable
// elements (`sorted()`, `min()`, `max()`; SequenceAlgorithms.swift): Characters compare
// as Swift compares them.

extension String {
  /// The string's characters, sorted in increasing order.
  public func sorted() -> [Character] {
    var result: [Character] = []
    for c in self {
      result.append(c)
    }
    result.sort()
    return result
  }

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
