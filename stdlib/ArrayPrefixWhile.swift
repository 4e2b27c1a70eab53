// Array's `prefix(while:)` and `drop(while:)`, as Swift's Collection.swift has them: the
// leading elements that satisfy a predicate, and the rest, as slices of the array
// (ArraySlice.swift), keeping its indices. Swift declares them on Collection (and
// Sequence, giving arrays), `rethrows`; these take non-throwing closures.

extension Array {
  /// The longest prefix whose elements all satisfy `predicate`.
  public func prefix(while predicate: (Element) -> Bool) -> ArraySlice<Element> {
    var end = 0
    while end < count && predicate(self[end]) {
      end += 1
    }
    return ArraySlice(_base: self, _startIndex: 0, _endIndex: end)
  }

  /// The elements after the longest prefix that satisfies `predicate`.
  public func drop(while predicate: (Element) -> Bool) -> ArraySlice<Element> {
    var start = 0
    while start < count && predicate(self[start]) {
      start += 1
    }
    return ArraySlice(_base: self, _startIndex: start, _endIndex: count)
  }

  /// The last element that satisfies `predicate`, if any (Swift's
  /// `BidirectionalCollection.last(where:)`).
  public func last(where predicate: (Element) -> Bool) -> Element? {
    var i = count - 1
    while i >= 0 {
      if predicate(self[i]) {
        return self[i]
      }
      i -= 1
    }
    return nil
  }

  /// The elements in reverse order, in place (Swift's `MutableCollection.reverse()`).
  public mutating func reverse() {
    var low = 0
    var high = count - 1
    while low < high {
      swapAt(low, high)
      low += 1
      high -= 1
    }
  }
}
