// Double's rounding and square root, as Swift's standard library has them
// (FloatingPoint.swift, FloatingPointTypes.swift): each is one LLVM intrinsic
// (`Builtin.round`, `Builtin.sqrt`, ...), and `rounded(_:)` chooses the one its rule
// names, as Swift's `round(_:)` does.

/// How a value between two integers is rounded to one of them.
public enum FloatingPointRoundingRule {
  /// To the closest; a tie goes away from zero (`2.5` to `3.0`, `-2.5` to `-3.0`).
  case toNearestOrAwayFromZero
  /// To the closest; a tie goes to the even one (`2.5` to `2.0`, `3.5` to `4.0`).
  case toNearestOrEven
  /// To the closest allowed value that is greater or equal.
  case up
  /// To the closest allowed value that is less or equal.
  case down
  /// To the closest allowed value whose magnitude is less or equal.
  case towardZero
  /// To the closest allowed value whose magnitude is greater or equal.
  case awayFromZero
}

extension Double {
  /// This value rounded to an integer, a tie away from zero: `2.5.rounded()` is `3.0`.
  public func rounded() -> Double {
    return Builtin.round(self)
  }

  /// This value rounded to an integer by `rule`: `2.7.rounded(.down)` is `2.0`.
  public func rounded(_ rule: FloatingPointRoundingRule) -> Double {
    switch rule {
    case .toNearestOrAwayFromZero: return Builtin.round(self)
    case .toNearestOrEven: return Builtin.rint(self)
    case .up: return Builtin.ceil(self)
    case .down: return Builtin.floor(self)
    case .towardZero: return Builtin.trunc(self)
    case .awayFromZero: return self < 0 ? Builtin.floor(self) : Builtin.ceil(self)
    }
  }

  /// Rounds this value to an integer, a tie away from zero.
  public mutating func round() {
    self = rounded()
  }

  /// Rounds this value to an integer by `rule`.
  public mutating func round(_ rule: FloatingPointRoundingRule) {
    self = rounded(rule)
  }

  /// The square root, correctly rounded: `2.0.squareRoot()` is `1.4142135623730951`;
  /// a negative value's is NaN.
  public func squareRoot() -> Double {
    return Builtin.sqrt(self)
  }

  /// Replaces this value by its square root.
  public mutating func formSquareRoot() {
    self = squareRoot()
  }
}
