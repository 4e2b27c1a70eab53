// Dictionary's primitive members, as Swift's Dictionary.swift declares them over its
// storage: each body is one builtin on the runtime's hash table (Sema's
// LibraryBuiltins.swift checks the call, IRGen's GenDictionary.swift lowers it).
// Dictionary itself stays the compiler's type (`[Key: Value]`, `SwiftType.dictionary`),
// with its literals. Swift's `keys` and `values` are views (`Dictionary.Keys`); here
// they are arrays.

extension Dictionary {
  /// An empty dictionary (`[String: Int]()`): the empty literal the compiler builds.
  public init() { self = [:] }

  /// The number of key-value pairs.
  public var count: Int { Builtin.dictionaryCount(self) }

  /// Its count, as a Collection's (Swift's Set and Dictionary are collections).
  public var underestimatedCount: Int { count }

  /// Whether the dictionary has no pairs.
  public var isEmpty: Bool { Builtin.dictionaryIsEmpty(self) }

  /// The keys, in the dictionary's order.
  public var keys: [Key] { Builtin.dictionaryKeys(self) }

  /// The values, in the dictionary's order.
  public var values: [Value] { Builtin.dictionaryValues(self) }

  /// Sets the value for `key`, returning the value it replaced, or nil when `key` was
  /// absent.
  @discardableResult
  public mutating func updateValue(_ value: Value, forKey key: Key) -> Value? {
    Builtin.dictionaryUpdateValue(&self, value, key)
  }

  /// Removes `key` and its value, returning the value, or nil when `key` was absent.
  @discardableResult
  public mutating func removeValue(forKey key: Key) -> Value? { Builtin.dictionaryRemoveValue(&self, key) }

  /// Removes every pair (`keepingCapacity` tunes the storage only).
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    Builtin.dictionaryRemoveAll(&self, keepCapacity)
  }
}
