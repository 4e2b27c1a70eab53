// Searching an array for an element equal to a value, as Swift's standard library has
// it: `contains(_:)` (SequenceAlgorithms.swift, on Sequence), `firstIndex(of:)`
// (CollectionAlgorithms.swift, on Collection) and `lastIndex(of:)` (on
// BidirectionalCollection), for elements that are Equatable. They
// are on Array here: the library has no Sequence yet, and Array's own
// `firstIndex(where:)` would hide a `firstIndex(of:)` of Collection. An array of arrays
// (`[[1], [2]].contains([2])`) uses Array's conditional conformance to Equatable.

extension Array where Element: Equatable {
  /// Whether the array has an element equal to `element`.
  public func contains(_ element: Element) -> Bool {
    for e in self {
      if e == element {
        return true
      }
    }
    return false
  }

  /// The index of the first element equal to `element`, if any.
  public func firstIndex(of element: Element) -> Int? {
    var i = 0
    while i < count {
      if self[i] == element {
        return i
      }
      i += 1
    }
    return nil
  }

  /// The index of the last element equal to `element`, if any (Swift's is
  /// BidirectionalCollection's).
  public func lastIndex(of element: Element) -> Int? {
    var i = count - 1
    while i >= 0 {
      if self[i] == element {
        return i
      }
      i -= 1
    }
    return nil
  }
}

// Every other sequence whose elements are Equatable (a string's characters, a range, a
// slice, a program's Sequence) has Swift's `contains(_:)` of Sequence; Array's own,
// above, hides it for arrays, and a set's membership test is its own.
extension Sequence where Element: Equatable {
  /// Whether the sequence has an element equal to `element`.
  public func contains(_ element: Element) -> Bool {
    for e in self {
      if e == element {
        return true
      }
    }
    return false
  }
}
