// `Int(exactly: 12345.0)` and `Double(exactly: 7)`: the conversions between Int and
// Double that give nil rather than round (TSPL's "Failable Initializers"), as Swift's
// FloatingPointTypes.swift has them. Swift's `Double(exactly:)` is one generic
// initializer over `BinaryInteger`, which the subset does not have: here it is Int's.

extension Int {
  /// `source` as an Int when it is a whole number in Int's range: nil for `3.5`, for
  /// NaN, the infinities and any value past `Int.max` or `Int.min`.
  public init?(exactly source: Double) {
    // (The bounds are the Doubles nearest outside Int's range, -2^63 - 2048 and 2^63:
    // past them, converting would be undefined, and NaN compares false to both.)
    guard source > -9223372036854777856.0 && source < 9223372036854775808.0 else {
      return nil
    }
    // (`Builtin.trunc` is `source.rounded(.towardZero)`, which every lookup of Int's
    // initializers would otherwise have checked too.)
    guard source == Builtin.trunc(source) else {
      return nil
    }
    self = Int(source)
  }
}

extension Double {
  /// `value` as a Double when a Double holds it exactly: nil for an Int past 2^53 that
  /// rounds (`Double(exactly: Int.max)` is nil, 2^63 being past Int's range).
  public init?(exactly value: Int) {
    let converted = Double(value)
    // (Int's range ends below 2^63, where `Int.max` rounds to.)
    guard converted < 9223372036854775808.0 && Int(converted) == value else {
      return nil
    }
    self = converted
  }
}
