// Set's conformances to Equatable and Hashable, as Swift's standard library declares
// them (Set.swift), whatever its element: two sets are equal when they have the same
// members, whatever the order of their tables; so the hash combines its members' hashes
// with a commutative operation (`^`), each member hashed by a copy of the hasher (so a
// member's hash depends on the hasher's state, as in Swift).

extension Set: Equatable {
  /// Whether two sets have the same members. Two sets sharing one table are equal
  /// without looking at their members, as in Swift.
  public static func == (lhs: Set<Element>, rhs: Set<Element>) -> Bool {
    if lhs.count != rhs.count {
      return false
    }
    if Builtin.identical(lhs, rhs) {
      return true
    }
    for member in lhs {
      if !rhs.contains(member) {
        return false
      }
    }
    return true
  }
}

extension Set: Hashable {
  /// Feeds the exclusive or of the members' hashes to `hasher`.
  public func hash(into hasher: inout Hasher) {
    var hash = 0
    for member in self {
      var elementHasher = hasher
      elementHasher.combine(member)
      hash ^= elementHasher.finalize()
    }
    hasher.combine(hash)
  }
}
