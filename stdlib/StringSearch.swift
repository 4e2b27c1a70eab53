// Whether a string contains another, as Swift's `contains(_:)` of StringProtocol: the
// characters of `other` in order, compared as Characters (so "é" written as one scalar
// or as "e" and an accent is the same character). A string's own `contains(_:)` hides
// Sequence's of the same name (ElementSearch.swift), so the Character one is here too.

extension String {
  /// Whether `other` occurs in this string; an empty string occurs in every string.
  public func contains(_ other: String) -> Bool {
    var start = startIndex
    while true {
      var i = start
      var j = other.startIndex
      while i != endIndex && j != other.endIndex && self[i] == other[j] {
        i = index(after: i)
        j = other.index(after: j)
      }
      if j == other.endIndex { return true }
      if start == endIndex { return false }
      start = index(after: start)
    }
  }

  /// Whether the string has the character `element`.
  public func contains(_ element: Character) -> Bool {
    for c in self {
      if c == element { return true }
    }
    return false
  }
}
