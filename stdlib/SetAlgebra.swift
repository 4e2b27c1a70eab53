// Set's algebra, as Swift's standard library has it (Set.swift, SetAlgebra.swift),
// written over the members that stay built in (`for`-`in`, `contains(_:)`, `insert`, `remove`,
// `count`): each operation makes a new set, each test stops at the first member that
// decides it.

extension Set {
  /// The members of this set and of `other`.
  public func union(_ other: Set<Element>) -> Set<Element> {
    var result = self
    for member in other {
      result.insert(member)
    }
    return result
  }

  /// The members of this set that are also in `other`.
  public func intersection(_ other: Set<Element>) -> Set<Element> {
    var result = Set<Element>()
    for member in self {
      if other.contains(member) {
        result.insert(member)
      }
    }
    return result
  }

  /// The members of this set that are not in `other`.
  public func subtracting(_ other: Set<Element>) -> Set<Element> {
    var result = Set<Element>()
    for member in self {
      if !other.contains(member) {
        result.insert(member)
      }
    }
    return result
  }

  /// The members of either set that are not in both.
  public func symmetricDifference(_ other: Set<Element>) -> Set<Element> {
    var result = subtracting(other)
    for member in other {
      if !contains(member) {
        result.insert(member)
      }
    }
    return result
  }

  /// Whether every member of this set is in `other`.
  public func isSubset(of other: Set<Element>) -> Bool {
    if count > other.count {
      return false
    }
    for member in self {
      if !other.contains(member) {
        return false
      }
    }
    return true
  }

  /// Whether this set is a subset of `other` and `other` has more members.
  public func isStrictSubset(of other: Set<Element>) -> Bool {
    return count < other.count && isSubset(of: other)
  }

  /// Whether every member of `other` is in this set.
  public func isSuperset(of other: Set<Element>) -> Bool {
    return other.isSubset(of: self)
  }

  /// Whether this set is a superset of `other` and has more members.
  public func isStrictSuperset(of other: Set<Element>) -> Bool {
    return other.isStrictSubset(of: self)
  }

  /// Whether this set and `other` have no member in common.
  public func isDisjoint(with other: Set<Element>) -> Bool {
    for member in self {
      if other.contains(member) {
        return false
      }
    }
    return true
  }
}

// The mutating forms (Swift's `SetAlgebra`): each changes this set in place, as its
// non-mutating twin above computes a new one.
extension Set {
  /// Inserts the members of `other` that this set lacks.
  public mutating func formUnion(_ other: Set<Element>) {
    for member in other {
      insert(member)
    }
  }

  /// Removes the members that are not also in `other`.
  public mutating func formIntersection(_ other: Set<Element>) {
    self = intersection(other)
  }

  /// Removes the members that are in `other`.
  public mutating func subtract(_ other: Set<Element>) {
    for member in other {
      remove(member)
    }
  }

  /// Keeps the members of either set that are not in both.
  public mutating func formSymmetricDifference(_ other: Set<Element>) {
    self = symmetricDifference(other)
  }

  /// Inserts `newMember`, replacing an equal member; returns the member it replaced.
  @discardableResult
  public mutating func update(with newMember: Element) -> Element? {
    let old = remove(newMember)
    insert(newMember)
    return old
  }
}
