// Array's searches and visits with a closure, as Swift's standard library has them
// (SequenceAlgorithms.swift, Collection.swift), written over the members that stay
// built in (`count`, the subscript, `for`-`in`). Swift declares them on `Sequence` and
// `Collection`, and `rethrows`; here they are on `Array`, specialized for each element
// type, and take non-throwing closures (a function value of a non-throwing type passed
// where a throwing one is expected needs a wrapper miniswiftc does not make yet).

extension Array {
  /// Whether an element satisfies `predicate`.
  public func contains(where predicate: (Element) -> Bool) -> Bool {
    for e in self {
      if predicate(e) {
        return true
      }
    }
    return false
  }

  /// Whether every element satisfies `predicate` (true for an empty array).
  public func allSatisfy(_ predicate: (Element) -> Bool) -> Bool {
    for e in self {
      if !predicate(e) {
        return false
      }
    }
    return true
  }

  /// The first element that satisfies `predicate`, if any.
  public func first(where predicate: (Element) -> Bool) -> Element? {
    for element in self {
      if predicate(element) {
        return element
      }
    }
    return nil
  }

  /// The index of the first element that satisfies `predicate`, if any.
  public func firstIndex(where predicate: (Element) -> Bool) -> Int? {
    var i = 0
    while i < count {
      if predicate(self[i]) {
        return i
      }
      i += 1
    }
    return nil
  }

  /// The index of the last element that satisfies `predicate`, if any.
  public func lastIndex(where predicate: (Element) -> Bool) -> Int? {
    var i = count - 1
    while i >= 0 {
      if predicate(self[i]) {
        return i
      }
      i -= 1
    }
    return nil
  }

  /// Calls `body` on each element, in order.
  public func forEach(_ body: (Element) -> Void) {
    for element in self {
      body(element)
    }
  }
}
