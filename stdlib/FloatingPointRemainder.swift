// The remainder of a floating-point division, as Swift's FloatingPoint.swift declares
// it (there a requirement of `FloatingPoint`, here on Double, the subset's one
// floating-point type). TSPL's Protocols chapter uses it in its random number generator.

extension Double {
  /// The remainder of this value divided by `other`, the quotient rounded toward zero:
  /// `8.625.truncatingRemainder(dividingBy: 0.75)` is `0.375`; its sign is this value's.
  public func truncatingRemainder(dividingBy other: Double) -> Double {
    return Builtin.truncatingRemainder(self, other)
  }
}
