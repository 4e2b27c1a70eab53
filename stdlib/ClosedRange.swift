// ClosedRange, as Swift's ClosedRange.swift has it: `a...b`, the values from a lower
// bound up to an upper one, both included, over any Comparable bound. The ranges of Int
// (and of String.Index) are still built in (`SwiftType.range`, IRGen's loop for `for i
// in 0...n`); a range of another bound (`0.0...1.0`, `"a"..."z"`) is this struct. Swift
// makes it with `static func ...` in `extension Comparable`; here it is a generic
// function at file scope, which Sema calls where the built-in one does not apply.

/// A range from a lower bound up to an upper bound, both included: `0.0...1.0`.
public struct ClosedRange<Bound: Comparable>: CustomStringConvertible, CustomDebugStringConvertible {
  /// The range's lower bound.
  public let lowerBound: Bound
  /// The range's upper bound, included.
  public let upperBound: Bound

  /// The range between the bounds, which the caller has checked are in order.
  public init(uncheckedBounds bounds: (lower: Bound, upper: Bound)) {
    self.lowerBound = bounds.lower
    self.upperBound = bounds.upper
  }

  /// Whether `element` is between the bounds, both included.
  public func contains(_ element: Bound) -> Bool {
    return lowerBound <= element && element <= upperBound
  }

  /// Always false: a closed range contains at least its lower bound.
  public var isEmpty: Bool {
    return false
  }

  /// `0.0...1.0`.
  public var description: String {
    return "\(lowerBound)...\(upperBound)"
  }

  /// `ClosedRange("a"..."z")`, as an array or `debugPrint` shows it.
  public var debugDescription: String {
    return "ClosedRange(" + _debugText(lowerBound) + "..." + _debugText(upperBound) + ")"
  }
}

/// `a...b`: the range from `minimum` up to `maximum`, both included; traps when they are
/// out of order.
public func ... <Bound: Comparable>(minimum: Bound, maximum: Bound) -> ClosedRange<Bound> {
  if !(minimum <= maximum) {
    Builtin.libraryPreconditionFailure("Range requires lowerBound <= upperBound", "Swift/ClosedRange.swift", 411)
  }
  return ClosedRange(uncheckedBounds: (lower: minimum, upper: maximum))
}

/// `case 0.0...1.0:`: whether the range contains `value`.
public func ~= <Bound: Comparable>(pattern: ClosedRange<Bound>, value: Bound) -> Bool {
  return pattern.contains(value)
}

/// A value as `debugPrint` shows it (`"a"` for a String): Swift's
/// `String(reflecting:)`, taken from an array's text, which shows its elements so.
public func _debugText<T>(_ value: T) -> String {
  var text = "\([value])"
  _ = text.remove(at: text.startIndex)
  _ = text.remove(at: text.index(before: text.endIndex))
  return text
}

extension ClosedRange: Equatable {
  /// Whether the two ranges have the same bounds.
  public static func == (lhs: ClosedRange<Bound>, rhs: ClosedRange<Bound>) -> Bool {
    return lhs.lowerBound == rhs.lowerBound && lhs.upperBound == rhs.upperBound
  }
}
