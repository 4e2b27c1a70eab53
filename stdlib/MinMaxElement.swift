// The least and greatest element, as Swift's standard library has them
// (SequenceAlgorithms.swift: `min()` is `min(by: <)`, on Sequence): the first of equal
// elements, `nil` for an empty array. On Array here, the library having no Sequence yet.

extension Array where Element: Comparable {
  /// The least element (the first of equal ones), or `nil` when the array is empty.
  public func min() -> Element? {
    if isEmpty {
      return nil
    }
    var result = self[0]
    var i = 1
    while i < count {
      let e = self[i]
      if e < result {
        result = e
      }
      i += 1
    }
    return result
  }

  /// The greatest element (the first of equal ones), or `nil` when the array is empty.
  public func max() -> Element? {
    if isEmpty {
      return nil
    }
    var result = self[0]
    var i = 1
    while i < count {
      let e = self[i]
      if result < e {
        result = e
      }
      i += 1
    }
    return result
  }
}
