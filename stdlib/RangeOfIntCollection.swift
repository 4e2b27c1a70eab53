// Ranges of Int as collections, as Swift's Range and ClosedRange are where `Bound` is a
// Strideable with a SignedInteger stride: their elements are their indices, walked
// backwards by `index(before:)`, so `(0..<5).reversed()` is Swift's
// `ReversedCollection<Range<Int>>` and `for i in (0..<n).reversed()` walks it. The
// subscript, which an extension cannot declare yet, is the compiler's (`r[i]` is `i`,
// checked: Sema/BuiltinConformances.swift). Swift's `ClosedRange<Int>.Index` is an enum
// with a case past the end; here it is an Int, the end one past `upperBound` (wrapping at
// `Int.max`, where the walk backwards starts again from `upperBound`).

extension Range<Int>: BidirectionalCollection {
  /// The first index: the lower bound.
  public var startIndex: Int {
    return lowerBound
  }

  /// The index past the last: the upper bound.
  public var endIndex: Int {
    return upperBound
  }

  /// The index after `i`.
  public func index(after i: Int) -> Int {
    return i + 1
  }

  /// The index before `i`.
  public func index(before i: Int) -> Int {
    return i - 1
  }

  /// The last integer, or nil when the range is empty.
  public var last: Int? {
    return isEmpty ? nil : upperBound - 1
  }

  /// The range's integers, last first.
  public func reversed() -> ReversedCollection<Range<Int>> {
    return ReversedCollection(_base: self)
  }
}

extension ClosedRange<Int>: BidirectionalCollection {
  /// The first index: the lower bound.
  public var startIndex: Int {
    return lowerBound
  }

  /// The index past the last: one past the upper bound.
  public var endIndex: Int {
    return upperBound &+ 1
  }

  /// The index after `i`.
  public func index(after i: Int) -> Int {
    return i &+ 1
  }

  /// The index before `i`.
  public func index(before i: Int) -> Int {
    return i &- 1
  }

  /// The last integer: the upper bound.
  public var last: Int? {
    return upperBound
  }

  /// The range's integers, last first.
  public func reversed() -> ReversedCollection<ClosedRange<Int>> {
    return ReversedCollection(_base: self)
  }
}
