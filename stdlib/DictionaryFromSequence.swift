// Dictionary's initializers from a sequence, as Swift's Dictionary.swift declares them:
// `init(uniqueKeysWithValues:)` and `init(_:uniquingKeysWith:)` of a sequence of pairs
// (`S.Element == (Key, Value)`: a call infers `Key` and `Value` from the sequence's
// element), and `init(grouping:by:)` of any sequence (`Value == [S.Element]`: a call
// infers `Value` from the sequence). Swift's fill a `_NativeDictionary` of the
// sequence's `underestimatedCount`; these insert through the dictionary's own methods.

extension Dictionary {
  /// A dictionary of the pairs `keysAndValues`, whose keys must differ (a key met again
  /// stops the program, as Swift's does).
  public init<S: Sequence>(uniqueKeysWithValues keysAndValues: S) where S.Element == (Key, Value) {
    self = [:]
    for (key, value) in keysAndValues {
      if updateValue(value, forKey: key) != nil {
        Builtin.libraryFatalError("Duplicate values for key: '\(key)'", "Swift/NativeDictionary.swift", 792)
      }
    }
  }

  /// A dictionary of the pairs `keysAndValues`; for a key met again, the value is
  /// `combine(old, new)`.
  public init<S: Sequence>(
    _ keysAndValues: S, uniquingKeysWith combine: (Value, Value) throws -> Value
  ) rethrows where S.Element == (Key, Value) {
    self = [:]
    for (key, value) in keysAndValues {
      if let old = self[key] {
        self[key] = try combine(old, value)
      } else {
        self[key] = value
      }
    }
  }

  /// The elements of `values` grouped by the key `keyForValue` gives each, in order.
  public init<S: Sequence>(
    grouping values: S, by keyForValue: (S.Element) throws -> Key
  ) rethrows where Value == [S.Element] {
    self = [:]
    for value in values {
      let key = try keyForValue(value)
      if var group = self[key] {
        group.append(value)
        self[key] = group
      } else {
        self[key] = [value]
      }
    }
  }
}
