// PartialRangeUpTo, as Swift's Range.swift has it: `..<5`, a range with an upper bound,
// not included, and no lower one. Swift makes it with `static prefix func ..<` in
// `extension Comparable` and matches it with `RangeExpression`'s `~=`; here both are
// generic functions at file scope.

/// A range up to, but not including, an upper bound: `..<5`.
public struct PartialRangeUpTo<Bound: Comparable> {
  /// The range's upper bound, not included.
  public let upperBound: Bound

  /// The range up to `upperBound`.
  public init(_ upperBound: Bound) {
    self.upperBound = upperBound
  }

  /// Whether `element` is below the upper bound.
  public func contains(_ element: Bound) -> Bool {
    return element < upperBound
  }
}

/// `..<x`: the range up to `maximum`, not included.
public prefix func ..< <Bound: Comparable>(maximum: Bound) -> PartialRangeUpTo<Bound> {
  return PartialRangeUpTo(maximum)
}

/// `case ..<5:`: whether the range contains `value`.
public func ~= <Bound: Comparable>(pattern: PartialRangeUpTo<Bound>, value: Bound) -> Bool {
  return pattern.contains(value)
}
