// Removing a string's first and last characters, as Swift's RangeReplaceableCollection
// and BidirectionalCollection give a String (`removeFirst()`, `removeLast()`,
// `popLast()`, `removeAll()`), over its own `remove(at:)`: an empty string traps with
// Swift's message.

extension String {
  /// Removes and returns the first character; the string must not be empty.
  @discardableResult
  public mutating func removeFirst() -> Character {
    if isEmpty {
      Builtin.libraryPreconditionFailure("Can't remove first element from an empty collection", "Swift/RangeReplaceableCollection.swift", 620)
    }
    return remove(at: startIndex)
  }

  /// Removes the first `k` characters; the string must have at least `k`.
  public mutating func removeFirst(_ k: Int) {
    if k < 0 {
      Builtin.libraryPreconditionFailure("Number of elements to remove should be non-negative", "Swift/RangeReplaceableCollection.swift", 594)
    }
    if count < k {
      Builtin.libraryPreconditionFailure("Can't remove more items from a collection than it has", "Swift/RangeReplaceableCollection.swift", 596)
    }
    var n = 0
    while n < k {
      remove(at: startIndex)
      n += 1
    }
  }

  /// Removes and returns the last character; the string must not be empty.
  @discardableResult
  public mutating func removeLast() -> Character {
    if isEmpty {
      Builtin.libraryPreconditionFailure("Can't remove last element from an empty collection", "Swift/RangeReplaceableCollection.swift", 867)
    }
    return remove(at: index(before: endIndex))
  }

  /// Removes the last `k` characters; the string must have at least `k`.
  public mutating func removeLast(_ k: Int) {
    if k < 0 {
      Builtin.libraryPreconditionFailure("Number of elements to remove should be non-negative", "Swift/RangeReplaceableCollection.swift", 892)
    }
    if count < k {
      Builtin.libraryPreconditionFailure("Can't remove more items from a collection than it contains", "Swift/RangeReplaceableCollection.swift", 899)
    }
    var n = 0
    while n < k {
      remove(at: index(before: endIndex))
      n += 1
    }
  }

  /// Removes and returns the last character, or nil when the string is empty.
  public mutating func popLast() -> Character? {
    if isEmpty { return nil }
    return remove(at: index(before: endIndex))
  }

  /// Removes every character.
  public mutating func removeAll() {
    self = ""
  }
}
