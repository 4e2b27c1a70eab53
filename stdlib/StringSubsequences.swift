// A string's leading and trailing characters as Substrings, as Swift's Collection and
// BidirectionalCollection give every collection (`prefix(_:)`, `suffix(_:)`,
// `dropFirst(_:)`, `dropLast(_:)`): asking for more characters than the string has gives
// all of them (or none).

extension String {
  /// The index `distance` characters before `i`, or `limit` if that comes first.
  internal func _index(_ i: String.Index, backBy distance: Int, limitedBy limit: String.Index) -> String.Index {
    var i = i
    var n = 0
    while n < distance && i != limit {
      i = index(before: i)
      n += 1
    }
    return i
  }

  /// The first `maxLength` characters (all of them if there are fewer).
  public func prefix(_ maxLength: Int) -> Substring {
    if maxLength < 0 {
      Builtin.libraryPreconditionFailure("Can't take a prefix of negative length from a collection", "Swift/Collection.swift", 1329)
    }
    return self[startIndex..<_index(startIndex, offsetBy: maxLength, limitedBy: endIndex)]
  }

  /// The last `maxLength` characters (all of them if there are fewer).
  public func suffix(_ maxLength: Int) -> Substring {
    if maxLength < 0 {
      Builtin.libraryPreconditionFailure("Can't take a suffix of negative length from a collection", "Swift/BidirectionalCollection.swift", 411)
    }
    return self[_index(endIndex, backBy: maxLength, limitedBy: startIndex)..<endIndex]
  }

  /// The characters after the first `k` (none if there are fewer).
  public func dropFirst(_ k: Int = 1) -> Substring {
    if k < 0 {
      Builtin.libraryPreconditionFailure("Can't drop a negative number of elements from a collection", "Swift/Collection.swift", 1252)
    }
    return self[_index(startIndex, offsetBy: k, limitedBy: endIndex)..<endIndex]
  }

  /// The characters before the last `k` (none if there are fewer).
  public func dropLast(_ k: Int = 1) -> Substring {
    if k < 0 {
      Builtin.libraryPreconditionFailure("Can't drop a negative number of elements from a collection", "Swift/BidirectionalCollection.swift", 380)
    }
    return self[startIndex..<_index(endIndex, backBy: k, limitedBy: startIndex)]
  }

  /// The leading characters that satisfy `predicate`.
  public func prefix(while predicate: (Character) throws -> Bool) rethrows -> Substring {
    var end = startIndex
    while end != endIndex {
      guard try predicate(self[end]) else { break }
      end = index(after: end)
    }
    return self[startIndex..<end]
  }

  /// The characters from the first one that does not satisfy `predicate`.
  public func drop(while predicate: (Character) throws -> Bool) rethrows -> Substring {
    var start = startIndex
    while start != endIndex {
      guard try predicate(self[start]) else { break }
      start = index(after: start)
    }
    return self[start..<endIndex]
  }
}
