// PartialRangeFrom, as Swift's Range.swift has it: `5...`, a range with a lower bound
// and no upper one. Swift makes it with `static postfix func ...` in `extension
// Comparable` and matches it with `RangeExpression`'s `~=`; here both are generic
// functions at file scope. Over Int it is a Sequence that counts up from its lower
// bound (Swift's is where `Bound` is Strideable with an integer stride).

/// A range that extends upward from a lower bound: `5...`.
public struct PartialRangeFrom<Bound: Comparable> {
  /// The range's lower bound.
  public let lowerBound: Bound

  /// The range from `lowerBound` up.
  public init(_ lowerBound: Bound) {
    self.lowerBound = lowerBound
  }

  /// Whether `element` is at or above the lower bound.
  public func contains(_ element: Bound) -> Bool {
    return lowerBound <= element
  }
}

/// `x...`: the range from `minimum` up.
public postfix func ... <Bound: Comparable>(minimum: Bound) -> PartialRangeFrom<Bound> {
  return PartialRangeFrom(minimum)
}

/// `case 5...:`: whether the range contains `value`.
public func ~= <Bound: Comparable>(pattern: PartialRangeFrom<Bound>, value: Bound) -> Bool {
  return pattern.contains(value)
}

extension PartialRangeFrom: Sequence where Bound == Int {
  /// An iterator over the integers from the lower bound up.
  public func makeIterator() -> PartialRangeFromIterator {
    return PartialRangeFromIterator(_current: lowerBound)
  }
}

/// The iterator of a `PartialRangeFrom<Int>`: its integers in increasing order. (Swift
/// nests it, `PartialRangeFrom<Int>.Iterator`; a type nested in a constrained extension
/// is not supported yet.)
public struct PartialRangeFromIterator: IteratorProtocol {
  internal var _current: Int

  /// An iterator from `_current` up.
  public init(_current: Int) {
    self._current = _current
  }

  /// The next integer (past `Int.max`, an overflow trap).
  public mutating func next() -> Int? {
    let result = _current
    _current += 1
    return result
  }
}
