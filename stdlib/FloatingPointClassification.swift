// What kind of value a Double is, as Swift's FloatingPoint.swift declares it (there
// requirements of `FloatingPoint`, here on Double, the subset's one floating-point type).

extension Double {
  /// Whether this value is NaN: the one value not equal to itself.
  public var isNaN: Bool { return self != self }

  /// Whether this value is positive or negative infinity.
  public var isInfinite: Bool { return self == Double.infinity || self == -Double.infinity }

  /// Whether this value is neither infinite nor NaN.
  public var isFinite: Bool { return !isNaN && !isInfinite }
}
