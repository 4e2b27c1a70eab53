// Array's searches by index with a closure, as Swift's standard library has them
// (Collection.swift, BidirectionalCollection.swift), written over the members that stay
// built in (`count`, the subscript). Swift declares them on `Collection` and
// `BidirectionalCollection`; here they are on `Array`, specialized for each element type,
// and `rethrows` as Swift's are (SequenceAlgorithms.swift). The
// searches over elements (`contains(where:)`, `first(where:)`, ...) are every
// sequence's (SequenceAlgorithms.swift).

extension Array {
  /// The index of the first element that satisfies `predicate`, if any.
  public func firstIndex(where predicate: (Element) throws -> Bool) rethrows -> Int? {
    var i = 0
    while i < count {
      if try predicate(self[i]) {
        return i
      }
      i += 1
    }
    return nil
  }

  /// The index of the last element that satisfies `predicate`, if any.
  public func lastIndex(where predicate: (Element) throws -> Bool) rethrows -> Int? {
    var i = count - 1
    while i >= 0 {
      if try predicate(self[i]) {
        return i
      }
      i -= 1
    }
    return nil
  }
}
