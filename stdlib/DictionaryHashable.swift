// Dictionary's conformances to Equatable and Hashable, as Swift's standard library
// declares them (Dictionary.swift): two dictionaries are equal when they have the same
// keys with equal values, whatever the order of their tables; so the hash combines its
// entries' hashes with a commutative operation (`^`), each entry hashed by a copy of the
// hasher (so an entry's hash depends on the hasher's state, as in Swift).

extension Dictionary: Equatable where Value: Equatable {
  /// Whether two dictionaries have the same keys, each with equal values. Two
  /// dictionaries sharing one table are equal without comparing their values, as in
  /// Swift.
  /// (The lookup is the subscript getter's builtin, not `rhs[key]`: this operator is
  /// checked at every compile, and the subscript's three accessors would be too.)
  public static func == (lhs: [Key: Value], rhs: [Key: Value]) -> Bool {
    if lhs.count != rhs.count {
      return false
    }
    if Builtin.identical(lhs, rhs) {
      return true
    }
    for (key, lhsValue) in lhs {
      guard let rhsValue = Builtin.dictionaryLookup(rhs, key), lhsValue == rhsValue else {
        return false
      }
    }
    return true
  }
}

extension Dictionary: Hashable where Value: Hashable {
  /// Feeds the exclusive or of the entries' hashes to `hasher`.
  public func hash(into hasher: inout Hasher) {
    var commutativeHash = 0
    for (key, value) in self {
      var elementHasher = hasher
      elementHasher.combine(key)
      elementHasher.combine(value)
      commutativeHash ^= elementHasher.finalize()
    }
    hasher.combine(commutativeHash)
  }
}
