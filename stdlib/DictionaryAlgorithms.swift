// Dictionary's own algorithms with a closure, as Swift's standard library has them
// (Dictionary.swift: `merge`, `mapValues`, `compactMapValues`, `filter`, which makes a
// dictionary and hides Sequence's), written over the members that stay built in
// (`for`-`in`, the subscript); the rest (`map`, `reduce`, `sorted(by:)`, ...) are every
// sequence's (SequenceAlgorithms.swift). An element is a `(key: Key, value: Value)`
// pair (Swift's `Element`, written out: a member type alias would lose to a program's
// own type named `Element`), visited in the dictionary's order. They are `rethrows`, as
// Swift's are.

extension Dictionary {
  /// Adds the pairs of `other`; for a key in both, the value is `combine(old, new)`.
  public mutating func merge(_ other: [Key: Value], uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows {
    for (key, value) in other {
      if let old = self[key] {
        self[key] = try combine(old, value)
      } else {
        self[key] = value
      }
    }
  }

  /// The same keys, each with `transform` of its value.
  public func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> [Key: T] {
    var result: [Key: T] = [:]
    for (key, value) in self {
      result[key] = try transform(value)
    }
    return result
  }

  /// The keys whose value `transform` makes non-nil, each with that result.
  public func compactMapValues<T>(_ transform: (Value) throws -> T?) rethrows -> [Key: T] {
    var result: [Key: T] = [:]
    for (key, value) in self {
      if let t = try transform(value) {
        result[key] = t
      }
    }
    return result
  }

  /// The pairs that satisfy `isIncluded`, as a dictionary.
  public func filter(_ isIncluded: ((key: Key, value: Value)) throws -> Bool) rethrows -> [Key: Value] {
    var result: [Key: Value] = [:]
    for element in self {
      if try isIncluded(element) {
        result[element.key] = element.value
      }
    }
    return result
  }
}
