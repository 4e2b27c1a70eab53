// removeAll(where:), as Swift's RangeReplaceableCollection.swift has it for a collection
// that is also a MutableCollection (Array): the elements to keep are moved to the front
// in order, then the rest removed. The predicate sees each element once, in order.
// Swift's moves them by a half-stable partition (`_halfStablePartition(isSuffixElement:)`,
// which swaps each kept element with the first one to remove); here a kept element
// overwrites that one instead, which is all `removeAll(where:)` needs (what is past the
// kept elements is removed next) and is as fast as the compiler's builtin was at -O.

extension Array {
  /// Removes the elements for which `shouldBeRemoved` is true; the rest keep their order.
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    let end = try _moveKeptToFront(shouldBeRemoved)
    if end != count {
      removeSubrange(end..<count)
    }
  }

  /// Moves the elements for which `isRemoved` is false to the front, in their order, and
  /// gives the index past the last of them (`count` when it is false for every element).
  internal mutating func _moveKeptToFront(_ isRemoved: (Element) throws -> Bool) rethrows -> Int {
    guard var end = try firstIndex(where: isRemoved) else { return count }
    var j = end + 1
    while j != count {
      let element = self[j]
      if try !isRemoved(element) {
        self[end] = element
        end += 1
      }
      j += 1
    }
    return end
  }
}
