// Set's algorithms with a closure, as Swift's standard library has them (Set.swift:
// `filter`; the rest from Sequence.swift and SequenceAlgorithms.swift), written over
// the members that stay built in (`for`-`in`, `insert`). Elements are visited in the
// set's order. Swift's are `rethrows`; these take non-throwing closures (as
// ArraySearch.swift).

extension Set {
  /// The elements that satisfy `isIncluded`, as a set.
  public func filter(_ isIncluded: (Element) -> Bool) -> Set<Element> {
    var result = Set<Element>()
    for element in self {
      if isIncluded(element) {
        result.insert(element)
      }
    }
    return result
  }

  /// The results of `transform` on each element, in the set's order.
  public func map<T>(_ transform: (Element) -> T) -> [T] {
    var result: [T] = []
    result.reserveCapacity(count)
    for element in self {
      result.append(transform(element))
    }
    return result
  }

  /// The non-nil results of `transform` on each element, in the set's order.
  public func compactMap<T>(_ transform: (Element) -> T?) -> [T] {
    var result: [T] = []
    for element in self {
      if let t = transform(element) {
        result.append(t)
      }
    }
    return result
  }

  /// `nextPartialResult` applied to `initialResult` and each element in turn.
  public func reduce<Result>(
    _ initialResult: Result, _ nextPartialResult: (Result, Element) -> Result
  ) -> Result {
    var accumulator = initialResult
    for element in self {
      accumulator = nextPartialResult(accumulator, element)
    }
    return accumulator
  }

  /// Whether an element satisfies `predicate`.
  public func contains(where predicate: (Element) -> Bool) -> Bool {
    for element in self {
      if predicate(element) {
        return true
      }
    }
    return false
  }

  /// Whether every element satisfies `predicate` (true for an empty set).
  public func allSatisfy(_ predicate: (Element) -> Bool) -> Bool {
    for element in self {
      if !predicate(element) {
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

  /// Calls `body` on each element, in the set's order.
  public func forEach(_ body: (Element) -> Void) {
    for element in self {
      body(element)
    }
  }

  /// The elements, ordered by `areInIncreasingOrder`.
  public func sorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
    var result: [Element] = []
    result.reserveCapacity(count)
    for element in self {
      result.append(element)
    }
    return result.sorted(by: areInIncreasingOrder)
  }
}
