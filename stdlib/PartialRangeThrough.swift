// PartialRangeThrough, as Swift's ClosedRange.swift has it: `...5`, a range with an
// upper bound, included, and no lower one. Swift makes it with `static prefix func ...`
// in `extension Comparable` and matches it with `RangeExpression`'s `~=`; here both are
// generic functions at file scope.

/// A range up to, and including, an upper bound: `...5`.
public struct PartialRangeThrough<Bound: Comparable> {
  /// The range's upper bound, included.
  public let upperBound: Bound

  /// The range up to and including `upperBound`.
  public init(_ upperBound: Bound) {
    self.upperBound = upperBound
  }

  /// Whether `element` is at or below the upper bound.
  public func contains(_ element: Bound) -> Bool {
    return element <= upperBound
  }
}

/// `...x`: the range up to and including `maximum`.
public prefix func ... <Bound: Comparable>(maximum: Bound) -> PartialRangeThrough<Bound> {
  return PartialRangeThrough(maximum)
}

/// `case ...5:`: whether the range contains `value`.
public func ~= <Bound: Comparable>(pattern: PartialRangeThrough<Bound>, value: Bound) -> Bool {
  return pattern.contains(value)
}
