// Array's `prefix(while:)` and `drop(while:)`, as Swift's Collection.swift has them: the
// leading elements that satisfy a predicate, and the rest, as slices of the array
// (ArraySlice.swift), keeping its indices. Swift declares them on Collection (and
// Sequence, giving arrays); these are `rethrows` as Swift's are.

extension Array {
  /// The longest prefix whose elements all satisfy `predicate`.
  public func prefix(while predicate: (Element) throws -> Bool) rethrows -> ArraySlice<Element> {
    var end = 0
    while end < count {
      guard try predicate(self[end]) else { break }
      end += 1
    }
    return ArraySlice(_base: self, _startIndex: 0, _endIndex: end)
  }

  /// The elements after the longest prefix that satisfies `predicate`.
  public func drop(while predicate: (Element) throws -> Bool) rethrows -> ArraySlice<Element> {
    var start = 0
    while start < count {
      guard try predicate(self[start]) else { break }
      start += 1
    }
    return ArraySlice(_base: self, _startIndex: start, _endIndex: count)
  }

  /// The last element that satisfies `predicate`, if any (Swift's
  /// `BidirectionalCollection.last(where:)`).
  public func last(where predicate: (Element) throws -> Bool) rethrows -> Element? {
    var i = count - 1
    while i >= 0 {
      if try predicate(self[i]) {
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
