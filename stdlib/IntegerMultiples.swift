// An integer's divisibility, as Swift's BinaryInteger has it: `isMultiple(of:)`,
// `signum()` and `quotientAndRemainder(dividingBy:)`. Swift's are one generic extension
// over `BinaryInteger`, which the subset does not have: here they are Int's.

extension Int {
  /// Is `self` a multiple of `other`? Nothing but zero is a multiple of zero, and every
  /// integer is a multiple of -1 (tested apart: `Int.min % -1` overflows).
  public func isMultiple(of other: Int) -> Bool {
    if other == 0 { return self == 0 }
    if other == -1 { return true }
    return self % other == 0
  }

  /// -1 for a negative value, 0 for zero, 1 for a positive value.
  public func signum() -> Int {
    return self < 0 ? -1 : self > 0 ? 1 : 0
  }

  /// `self / rhs` and `self % rhs` together; traps as they do (division by zero, or
  /// `Int.min` divided by -1).
  public func quotientAndRemainder(dividingBy rhs: Int) -> (quotient: Int, remainder: Int) {
    return (self / rhs, self % rhs)
  }
}
