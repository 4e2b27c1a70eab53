// The ranges as Hashable where their bound is, as Swift's Range.swift and
// ClosedRange.swift declare them (`extension Range: Hashable where Bound: Hashable`): a
// range hashes its lower bound, then its upper bound, so equal ranges (same bounds, the
// `==` of RangeOfIntEquatable.swift, Range.swift and ClosedRange.swift) hash alike. The
// ranges of Int are built in (`extension Range<Int>` extends them); the library's
// structs, ranges of other bounds, conform where their bound is Hashable.

extension Range<Int>: Hashable {
  /// Feeds the lower bound, then the upper bound, to `hasher`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(lowerBound)
    hasher.combine(upperBound)
  }
}

extension ClosedRange<Int>: Hashable {
  /// Feeds the lower bound, then the upper bound, to `hasher`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(lowerBound)
    hasher.combine(upperBound)
  }
}

extension Range: Hashable where Bound: Hashable {
  /// Feeds the lower bound, then the upper bound, to `hasher`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(lowerBound)
    hasher.combine(upperBound)
  }
}

extension ClosedRange: Hashable where Bound: Hashable {
  /// Feeds the lower bound, then the upper bound, to `hasher`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(lowerBound)
    hasher.combine(upperBound)
  }
}
