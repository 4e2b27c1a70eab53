// Array's searches by index with a closure, as Swift's standard library has them
// (Collection.swift, BidirectionalCollection.swift), written over the members that stay
// built in (`count`, the subscript). Swift declares them on `Collection` and
// `BidirectionalCollection`, and `rethrows`; here they are on `Array`, specialized for
// each element type, and take non-throwing closures (as SequenceAlgorithms.swift). The
// searches over elements (`contains(where:)`, `first(where:)`, ...) are every
// sequence's (SequenceAlgorithms.swift).

extension Array {
  /// The index of the first element that satisfies `predicate`, if any.
  public func firstIndex(where predicate: (Element) -> Bool) -> Int? {
    var i = 0
    while i < count {
      if predicate(self[i]) {
        return i
      }
      i += 1
    }
    return nil
  }

  /// The index of the last element that satisfies `predicate`, if any.
  public func lastIndex(where predicate: (Element) -> Bool) -> Int? {
    var i = count - 1
    while i >= 0 {
      if predicate(self[i]) {
        return i
      }
      i -= 1
    }
    return nil
  }
}
