// Dictionary's own algorithms with a closure, as Swift's standard library has them
// (Dictionary.swift: `merge`, `mapValues`, `compactMapValues`, `filter`, which makes a
// dictionary and hides Sequence's), written over the members that stay built in
// (`for`-`in`, the subscript); the rest (`map`, `reduce`, `sorted(by:)`, ...) are every
// sequence's (SequenceAlgorithms.swift). An element is a `(key: Key, value: Value)`
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
}
