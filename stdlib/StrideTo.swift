// stride(from:to:by:), as Swift's Stride.swift has it: a sequence from a start value
// toward an end value, not including it, by a stride of either sign. Its iterator,
// `StrideToIterator`, is at file scope, as Swift's is.

/// The values from `start` toward `end`, not including it, `stride` apart.
public func stride<T: Strideable>(from start: T, to end: T, by stride: T.Stride) -> StrideTo<T> {
  return StrideTo(_start: start, end: end, stride: stride)
}

/// A sequence of values from a start toward an end (not included) by a stride.
public struct StrideTo<Element: Strideable>: Sequence, CustomStringConvertible {
  internal let _start: Element
  internal let _end: Element
  internal let _stride: Element.Stride

  /// The stride from `_start` toward `end`; a zero `stride` traps.
  public init(_start: Element, end: Element, stride: Element.Stride) {
    if stride == _start.distance(to: _start) {
      Builtin.libraryPreconditionFailure("Stride size must not be zero", "Swift/Stride.swift", 348)
    }
    self._start = _start
    self._end = end
    self._stride = stride
  }

  /// An iterator over the values.
  public func makeIterator() -> StrideToIterator<Element> {
    return StrideToIterator(_start: _start, end: _end, stride: _stride)
  }

  /// The number of values, counted by walking them, as Swift's stride counts them.
  public var underestimatedCount: Int {
    var it = makeIterator()
    var count = 0
    while it.next() != nil {
      count += 1
    }
    return count
  }

  /// The type's name, as Swift shows a stride: `Swift.StrideTo<Swift.Int>`.
  public var description: String {
    return Builtin.qualifiedTypeName(self)
  }
}

/// The iterator of a `StrideTo`.
public struct StrideToIterator<Element: Strideable>: IteratorProtocol {
  internal let _start: Element
  internal let _end: Element
  internal let _stride: Element.Stride
  internal var _current: Element
  internal var _index: Int = 0
  internal var _reachedEnd: Bool = false

  /// An iterator from `_start` toward `end`.
  public init(_start: Element, end: Element, stride: Element.Stride) {
    self._start = _start
    self._end = end
    self._stride = stride
    self._current = _start
  }

  /// The next value, or nil once `_end` is reached or passed.
  public mutating func next() -> Element? {
    if _reachedEnd {
      return nil
    }
    let result = _current
    if _stride > _start.distance(to: _start) ? result >= _end : result <= _end {
      return nil
    }
    if let next = result._step(at: _index, from: _start, by: _stride) {
      _current = next
      _index = _index &+ 1
    } else {
      _reachedEnd = true
    }
    return result
  }
}
