// Ranges of Int as Sequences: their `makeIterator()`, which a `for`-`in` over a range
// calls (`for i in 0..<n`, `for i in 1...n`, `for i in r`), as does generic code over
// `S: Sequence` (`zip(1...3, names)`, a program's `func total<S: Sequence>`).
// Swift declares it on `Range` and `ClosedRange` where `Bound` is a `Strideable` with a
// `SignedInteger` stride, and their iterator is an `IndexingIterator` of the range (a
// range of Int is a Collection there); the subset's ranges of Int are built-in values
// without subscripts, so here each has an iterator of its own, counting from
// `lowerBound`. A range is checked when it is made (`lowerBound <= upperBound`, or
// "Range requires lowerBound <= upperBound"), so the iterators count up without
// overflow checks: `&+` never wraps below the end, and at -O the loop LLVM gets after
// inlining `next()` is a counter from `lowerBound` (or a closed form).

extension Range<Int>: Sequence {
  /// An iterator over the range's integers, from `lowerBound` up to `upperBound`
  /// (not included).
  public func makeIterator() -> RangeIterator {
    return RangeIterator(_next: lowerBound, _end: upperBound)
  }
}

extension ClosedRange<Int>: Sequence {
  /// An iterator over the range's integers, from `lowerBound` up to `upperBound`.
  public func makeIterator() -> ClosedRangeIterator {
    return ClosedRangeIterator(_next: lowerBound, _last: upperBound)
  }
}

/// The iterator of a `Range<Int>`: its integers in increasing order.
public struct RangeIterator: IteratorProtocol {
  internal var _next: Int
  internal let _end: Int

  /// An iterator from `_next` up to `_end` (not included).
  public init(_next: Int, _end: Int) {
    self._next = _next
    self._end = _end
  }

  /// The next integer, or nil once `_end` is reached.
  public mutating func next() -> Int? {
    if _next >= _end { return nil }
    let result = _next
    _next = _next &+ 1
    return result
  }
}

/// The iterator of a `ClosedRange<Int>`: its integers in increasing order, the last
/// included (without computing `_last + 1`, which overflows for `Int.max`).
public struct ClosedRangeIterator: IteratorProtocol {
  internal var _next: Int
  internal let _last: Int
  internal var _reachedEnd: Bool = false

  /// An iterator from `_next` up to `_last` (included).
  public init(_next: Int, _last: Int) {
    self._next = _next
    self._last = _last
  }

  /// The next integer, or nil once past `_last`.
  public mutating func next() -> Int? {
    if _reachedEnd { return nil }
    let result = _next
    if result == _last {
      _reachedEnd = true
    } else {
      _next = _next &+ 1
    }
    return result
  }
}
