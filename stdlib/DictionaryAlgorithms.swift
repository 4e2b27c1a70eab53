// Dictionary's algorithms with a closure, as Swift's standard library has them
// (Dictionary.swift: `merge`, `mapValues`, `compactMapValues`, `filter`; the rest from
// Sequence.swift and SequenceAlgorithms.swift), written over the members that stay
// built in (`for`-`in`, the subscript). An element is a `(key: Key, value: Value)`
// pair (Swift's `Element`, written out: a member type alias would lose to a program's
// own type named `Element`), visited in the dictionary's order. Swift's are
// `rethrows`; these take non-throwing closures (as ArraySearch.swift).

extension Dictionary {
  /// Adds the pairs of `other`; for a key in both, the value is `combine(old, new)`.
  public mutating func merge(_ other: [Key: Value], uniquingKeysWith combine: (Value, Value) -> Value) {
    for (key, value) in other {
      if let old = self[key] {
        self[key] = combine(old, value)
      } else {
        self[key] = value
      }
    }
  }

  /// The same keys, each with `transform` of its value.
  public func mapValues<T>(_ transform: (Value) -> T) -> [Key: T] {
    var result: [Key: T] = [:]
    for (key, value) in self {
      result[key] = transform(value)
    }
    return result
  }

  /// The keys whose value `transform` makes non-nil, each with that result.
  public func compactMapValues<T>(_ transform: (Value) -> T?) -> [Key: T] {
    var result: [Key: T] = [:]
    for (key, value) in self {
      if let t = transform(value) {
        result[key] = t
      }
    }
    return result
  }

  /// The pairs that satisfy `isIncluded`, as a dictionary.
  public func filter(_ isIncluded: ((key: Key, value: Value)) -> Bool) -> [Key: Value] {
    var result: [Key: Value] = [:]
    for element in self {
      if isIncluded(element) {
        result[element.key] = element.value
      }
    }
    return result
  }

  /// The results of `transform` on each pair, in the dictionary's order.
  public func map<T>(_ transform: ((key: Key, value: Value)) -> T) -> [T] {
    var result: [T] = []
    result.reserveCapacity(count)
    for element in self {
      result.append(transform(element))
    }
    return result
  }

  /// The non-nil results of `transform` on each pair, in the dictionary's order.
  public func compactMap<T>(_ transform: ((key: Key, value: Value)) -> T?) -> [T] {
    var result: [T] = []
    for element in self {
      if let t = transform(element) {
        result.append(t)
      }
    }
    return result
  }

  /// `nextPartialResult` applied to `initialResult` and each pair in turn.
  public func reduce<Result>(
    _ initialResult: Result, _ nextPartialResult: (Result, (key: Key, value: Value)) -> Result
  ) -> Result {
    var accumulator = initialResult
    for element in self {
      accumulator = nextPartialResult(accumulator, element)
    }
    return accumulator
  }

  /// Whether a pair satisfies `predicate`.
  public func contains(where predicate: ((key: Key, value: Value)) -> Bool) -> Bool {
    for element in self {
      if predicate(element) {
        return true
      }
    }
    return false
  }

  /// Whether every pair satisfies `predicate` (true for an empty dictionary).
  public func allSatisfy(_ predicate: ((key: Key, value: Value)) -> Bool) -> Bool {
    for element in self {
      if !predicate(element) {
        return false
      }
    }
    return true
  }

  /// The first pair that satisfies `predicate`, if any.
  public func first(where predicate: ((key: Key, value: Value)) -> Bool) -> (key: Key, value: Value)? {
    for element in self {
      if predicate(element) {
        return element
      }
    }
    return nil
  }

  /// Calls `body` on each pair, in the dictionary's order.
  public func forEach(_ body: ((key: Key, value: Value)) -> Void) {
    for element in self {
      body(element)
    }
  }

  /// The pairs, ordered by `areInIncreasingOrder`.
  public func sorted(by areInIncreasingOrder: ((key: Key, value: Value), (key: Key, value: Value)) -> Bool) -> [(key: Key, value: Value)] {
    var result: [(key: Key, value: Value)] = []
    result.reserveCapacity(count)
    for element in self {
      result.append(element)
    }
    return result.sorted(by: areInIncreasingOrder)
  }
}
