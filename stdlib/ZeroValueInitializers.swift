// The initializers without arguments of the numeric types and Bool, as Swift's
// (IntegerTypes.swift, FloatingPointTypes.swift, Bool.swift): `Int()` is 0, `Double()`
// 0.0, `Bool()` false. (String's `String()` is in StringDescribing.swift.) They also
// witness a protocol's `init()` requirement (`extension Int: P {}`).

extension Int {
  /// Zero.
  public init() { self = 0 }
}

extension Int8 {
  /// Zero.
  public init() { self = 0 }
}

extension Int16 {
  /// Zero.
  public init() { self = 0 }
}

extension Int32 {
  /// Zero.
  public init() { self = 0 }
}

extension Int64 {
  /// Zero.
  public init() { self = 0 }
}

extension UInt {
  /// Zero.
  public init() { self = 0 }
}

extension UInt8 {
  /// Zero.
  public init() { self = 0 }
}

extension UInt16 {
  /// Zero.
  public init() { self = 0 }
}

extension UInt32 {
  /// Zero.
  public init() { self = 0 }
}

extension UInt64 {
  /// Zero.
  public init() { self = 0 }
}

extension Double {
  /// Zero.
  public init() { self = 0.0 }
}

extension Bool {
  /// False.
  public init() { self = false }
}
