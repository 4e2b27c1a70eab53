// The built-in types' conformances to the literal protocols (stdlib/LiteralProtocols.swift),
// as Swift's library declares them next to each type (IntegerTypes.swift, ...). A literal
// whose context wants one of these types stays built in (the compiler makes the value);
// the initializers are for generic code: `T(integerLiteral: 0)` of a `T:
// ExpressibleByIntegerLiteral` specialized for Int is Int's `init(integerLiteral:)`.

extension Int: _ExpressibleByBuiltinIntegerLiteral, ExpressibleByIntegerLiteral {
  /// The value of an integer literal.
  public init(integerLiteral value: Int) { self = value }
}

extension Int8: _ExpressibleByBuiltinIntegerLiteral, ExpressibleByIntegerLiteral {
  /// The value of an integer literal.
  public init(integerLiteral value: Int8) { self = value }
}

extension Int16: _ExpressibleByBuiltinIntegerLiteral, ExpressibleByIntegerLiteral {
  /// The value of an integer literal.
  public init(integerLiteral value: Int16) { self = value }
}

extension Int32: _ExpressibleByBuiltinIntegerLiteral, ExpressibleByIntegerLiteral {
  /// The value of an integer literal.
  public init(integerLiteral value: Int32) { self = value }
}

extension Int64: _ExpressibleByBuiltinIntegerLiteral, ExpressibleByIntegerLiteral {
  /// The value of an integer literal.
  public init(integerLiteral value: Int64) { self = value }
}

extension UInt8: _ExpressibleByBuiltinIntegerLiteral, ExpressibleByIntegerLiteral {
  /// The value of an integer literal.
  public init(integerLiteral value: UInt8) { self = value }
}

extension UInt16: _ExpressibleByBuiltinIntegerLiteral, ExpressibleByIntegerLiteral {
  /// The value of an integer literal.
  public init(integerLiteral value: UInt16) { self = value }
}

extension UInt32: _ExpressibleByBuiltinIntegerLiteral, ExpressibleByIntegerLiteral {
  /// The value of an integer literal.
  public init(integerLiteral value: UInt32) { self = value }
}

extension UInt64: _ExpressibleByBuiltinIntegerLiteral, ExpressibleByIntegerLiteral {
  /// The value of an integer literal.
  public init(integerLiteral value: UInt64) { self = value }
}

extension UInt: _ExpressibleByBuiltinIntegerLiteral, ExpressibleByIntegerLiteral {
  /// The value of an integer literal.
  public init(integerLiteral value: UInt) { self = value }
}

extension Double: _ExpressibleByBuiltinIntegerLiteral, ExpressibleByIntegerLiteral {
  /// The value of an integer literal, as a Double.
  public init(integerLiteral value: Int64) { self = Double(value) }
}

extension Double: _ExpressibleByBuiltinFloatLiteral, ExpressibleByFloatLiteral {
  /// The value of a floating-point literal.
  public init(floatLiteral value: Double) { self = value }
}

extension Bool: _ExpressibleByBuiltinBooleanLiteral, ExpressibleByBooleanLiteral {
  /// The value of `true` or `false`.
  public init(booleanLiteral value: Bool) { self = value }
}

extension String: _ExpressibleByBuiltinStringLiteral, ExpressibleByStringLiteral {
  /// The text of a string literal.
  public init(stringLiteral value: String) { self = value }
  /// The text of a one-Character string literal.
  public init(extendedGraphemeClusterLiteral value: String) { self = value }
  /// The text of a one-scalar string literal.
  public init(unicodeScalarLiteral value: String) { self = value }
}

extension Character: _ExpressibleByBuiltinExtendedGraphemeClusterLiteral, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The Character of a one-Character string literal.
  public init(extendedGraphemeClusterLiteral value: Character) { self = value }
  /// The Character of a one-scalar string literal.
  public init(unicodeScalarLiteral value: Character) { self = value }
}

extension Array: ExpressibleByArrayLiteral {
  /// An array of the literal's elements.
  public init(arrayLiteral elements: Element...) { self = elements }
}

extension Set: ExpressibleByArrayLiteral {
  /// A set of the literal's elements.
  public init(arrayLiteral elements: Element...) {
    self.init()
    for element in elements { insert(element) }
  }
}

extension Dictionary: ExpressibleByDictionaryLiteral {
  /// A dictionary of the literal's pairs; duplicate keys trap, as Swift's.
  public init(dictionaryLiteral elements: (Key, Value)...) {
    self.init()
    for (key, value) in elements {
      precondition(updateValue(value, forKey: key) == nil, "Dictionary literal contains duplicate keys")
    }
  }
}

extension Optional: ExpressibleByNilLiteral {
  /// `nil`.
  public init(nilLiteral: ()) { self = .none }
}
