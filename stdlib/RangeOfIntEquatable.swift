// The ranges of Int as Equatable, as Swift's Range.swift and ClosedRange.swift declare
// every range (`extension Range: Equatable`): two ranges are equal when their bounds
// are. The ranges of Int are built in (`extension Range<Int>` extends them); the
// library's structs, ranges of other bounds, have theirs in Range.swift and
// ClosedRange.swift.

extension Range<Int>: Equatable {
  /// Whether the two ranges have the same bounds.
  public static func == (lhs: Range<Int>, rhs: Range<Int>) -> Bool {
    return lhs.lowerBound == rhs.lowerBound && lhs.upperBound == rhs.upperBound
  }
}

extension ClosedRange<Int>: Equatable {
  /// Whether the two ranges have the same bounds.
  public static func == (lhs: ClosedRange<Int>, rhs: ClosedRange<Int>) -> Bool {
    return lhs.lowerBound == rhs.lowerBound && lhs.upperBound == rhs.upperBound
  }
}
