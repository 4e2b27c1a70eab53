// `first` and `last` of a string, as Swift's Collection and BidirectionalCollection give
// every collection: the character at `startIndex`, and the one before `endIndex`, or nil
// when there is none. (Declared for each type, the views in their own declarations:
// Array has its own, built in.)

extension String {
  /// The first character, or nil when the string is empty.
  public var first: Character? {
    if isEmpty { return nil }
    return self[startIndex]
  }

  /// The last character, or nil when the string is empty.
  public var last: Character? {
    if isEmpty { return nil }
    return self[index(before: endIndex)]
  }
}

extension String {
  /// The last character that satisfies `predicate`, if any (Swift's
  /// `BidirectionalCollection.last(where:)`).
  public func last(where predicate: (Character) throws -> Bool) rethrows -> Character? {
    var i = endIndex
    while i != startIndex {
      i = index(before: i)
      if try predicate(self[i]) {
        return self[i]
      }
    }
    return nil
  }
}
