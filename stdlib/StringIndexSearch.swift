// Searching a string by index, as Swift's Collection and BidirectionalCollection give
// every collection (`firstIndex(where:)`, `lastIndex(of:)`, `lastIndex(where:)`,
// `distance(from:to:)`, `index(_:offsetBy:limitedBy:)`) and Sequence's
// `starts(with:)`. (`firstIndex(of:)` is built in.)

extension String {
  /// The index of the first character that satisfies `predicate`, or nil.
  public func firstIndex(where predicate: (Character) throws -> Bool) rethrows -> String.Index? {
    var i = startIndex
    while i != endIndex {
      if try predicate(self[i]) { return i }
      i = index(after: i)
    }
    return nil
  }

  /// The index of the last character that satisfies `predicate`, or nil.
  public func lastIndex(where predicate: (Character) throws -> Bool) rethrows -> String.Index? {
    var i = endIndex
    while i != startIndex {
      i = index(before: i)
      if try predicate(self[i]) { return i }
    }
    return nil
  }

  /// The index of the last occurrence of `element`, or nil.
  public func lastIndex(of element: Character) -> String.Index? {
    return lastIndex { $0 == element }
  }

  /// The number of characters from `start` to `end` (negative when `end` comes first).
  public func distance(from start: String.Index, to end: String.Index) -> Int {
    var n = 0
    var i = start
    if start <= end {
      while i != end {
        i = index(after: i)
        n += 1
      }
    } else {
      while i != end {
        i = index(before: i)
        n -= 1
      }
    }
    return n
  }

  /// The index `distance` characters from `i`, or nil if that passes `limit`.
  public func index(_ i: String.Index, offsetBy distance: Int, limitedBy limit: String.Index) -> String.Index? {
    var i = i
    var n = 0
    if distance >= 0 {
      while n < distance {
        if i == limit || i == endIndex { return i == limit ? nil : index(after: i) }
        i = index(after: i)
        n += 1
      }
    } else {
      while n > distance {
        if i == limit || i == startIndex { return i == limit ? nil : index(before: i) }
        i = index(before: i)
        n -= 1
      }
    }
    return i
  }

  /// Whether the string begins with the characters of `possiblePrefix`.
  public func starts(with possiblePrefix: String) -> Bool {
    var i = startIndex
    for c in possiblePrefix {
      if i == endIndex || self[i] != c { return false }
      i = index(after: i)
    }
    return true
  }
}
