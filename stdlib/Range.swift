// Range, as Swift's Range.swift has it: `a..<b`, the values from a lower bound up to,
// but not including, an upper one, over any Comparable bound. The ranges of Int (and of
// String.Index) are still built in (`SwiftType.range`, IRGen's loop for `for i in
// 0..<n`); a range of another bound (`0.0..<0.5`, `"a"..<"n"`) is this struct. Swift
// makes it with `static func ..<` in `extension Comparable`; here it is a generic
// function at file scope, which Sema calls where the built-in one does not apply.

/// A half-open range from a lower bound up to, but not including, an upper bound.
public struct Range<Bound: Comparable>: CustomStringConvertible, CustomDebugStringConvertible {
  /// The range's lower bound.
  public let lowerBound: Bound
  /// The range's upper bound, not included.
  public let upperBound: Bound

  /// The range between the bounds, which the caller has checked are in order.
  public init(uncheckedBounds bounds: (lower: Bound, upper: Bound)) {
    self.lowerBound = bounds.lower
    self.upperBound = bounds.upper
  }

  /// Whether `element` is at or above the lower bound and below the upper bound.
  public func contains(_ element: Bound) -> Bool {
    return lowerBound <= element && element < upperBound
  }

  /// Whether the range contains no value: its bounds are equal.
  public var isEmpty: Bool {
    return lowerBound == upperBound
  }

  /// `0.0..<1.0`.
  public var description: String {
    return "\(lowerBound)..<\(upperBound)"
  }

  /// `Range("a"..<"z")`, as an array or `debugPrint` shows it.
  public var debugDescription: String {
    return "Range(" + _debugText(lowerBound) + "..<" + _debugText(upperBound) + ")"
  }
}

/// `a..<b`: the range from `minimum` up to `maximum`, not included; traps when they are
/// out of order.
public func ..< <Bound: Comparable>(minimum: Bound, maximum: Bound) -> Range<Bound> {
  if !(minimum <= maximum) {
    Builtin.libraryPreconditionFailure("Range requires lowerBound <= upperBound", "Swift/Range.swift", 761)
  }
  return Range(uncheckedBounds: (lower: minimum, upper: maximum))
}

/// `case 0.0..<0.5:`: whether the range contains `value`.
public func ~= <Bound: Comparable>(pattern: Range<Bound>, value: Bound) -> Bool {
  return pattern.contains(value)
}

extension Range: Equatable {
  /// Whether the two ranges have the same bounds.
  public static func == (lhs: Range<Bound>, rhs: Range<Bound>) -> Bool {
    return lhs.lowerBound == rhs.lowerBound && lhs.upperBound == rhs.upperBound
  }
}
