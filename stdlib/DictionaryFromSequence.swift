// Dictionary's initializers from a sequence, as Swift's Dictionary.swift has them:
// `init(grouping:by:)`, `init(uniqueKeysWithValues:)` and `init(_:uniquingKeysWith:)`.
// Written before an `extension Dictionary` could declare an initializer, and not ones
// yet: the compiler checks `Dictionary(grouping: xs, by: f)` (also `[K: V](...)` and
// `Dictionary<K, V>(...)`) as a call of the function `_dictionary` with the same
// labels (Sema/DictionaryInitializers.swift), as `Array(s)` is `_copySequenceToArray(s)`.
// A sequence of pairs is passed as the array of its pairs (a same-type requirement on
// a tuple, `S.Element == (Key, Value)`, is not written yet).

/// The elements of `values` grouped by the key `keyForValue` gives each, in order.
public func _dictionary<S: Sequence, Key: Hashable>(grouping values: S, by keyForValue: (S.Element) -> Key)
  -> [Key: [S.Element]]
{
  var result: [Key: [S.Element]] = [:]
  for value in values {
    let key = keyForValue(value)
    if var group = result[key] {
      group.append(value)
      result[key] = group
    } else {
      result[key] = [value]
    }
  }
  return result
}

/// A dictionary of the pairs `keysAndValues`, whose keys must differ.
public func _dictionary<Key: Hashable, Value>(uniqueKeysWithValues keysAndValues: [(Key, Value)]) -> [Key: Value] {
  var result: [Key: Value] = [:]
  for (key, value) in keysAndValues {
    if result.updateValue(value, forKey: key) != nil {
      Builtin.libraryFatalError("Duplicate values for key: '\(key)'", "Swift/NativeDictionary.swift", 792)
    }
  }
  return result
}

/// A dictionary of the pairs `keysAndValues`; for a key met again, the value is
/// `combine(old, new)`.
public func _dictionary<Key: Hashable, Value>(
  _ keysAndValues: [(Key, Value)], uniquingKeysWith combine: (Value, Value) -> Value
) -> [Key: Value] {
  var result: [Key: Value] = [:]
  for (key, value) in keysAndValues {
    if let old = result[key] {
      result[key] = combine(old, value)
    } else {
      result[key] = value
    }
  }
  return result
}

/// A dictionary of the pairs `keysAndValues` (a dictionary's elements, labelled), whose
/// keys must differ.
public func _dictionary<Key: Hashable, Value>(uniqueKeysWithValues keysAndValues: [(key: Key, value: Value)])
  -> [Key: Value]
{
  var result: [Key: Value] = [:]
  for (key, value) in keysAndValues {
    if result.updateValue(value, forKey: key) != nil {
      Builtin.libraryFatalError("Duplicate values for key: '\(key)'", "Swift/NativeDictionary.swift", 792)
    }
  }
  return result
}

/// A dictionary of the pairs `keysAndValues` (a dictionary's elements, labelled); for a
/// key met again, the value is `combine(old, new)`.
public func _dictionary<Key: Hashable, Value>(
  _ keysAndValues: [(key: Key, value: Value)], uniquingKeysWith combine: (Value, Value) -> Value
) -> [Key: Value] {
  var result: [Key: Value] = [:]
  for (key, value) in keysAndValues {
    if let old = result[key] {
      result[key] = combine(old, value)
    } else {
      result[key] = value
    }
  }
  return result
}
