// stride(from:through:by:), as Swift's Stride.swift has it: a sequence from a start
// value toward an end value, including it when the strides reach it exactly. Its
// iterator, `StrideThroughIterator`, is at file scope, as Swift's is.

/// The values from `start` toward `end`, including it when reached, `stride` apart.
public func stride<T: Strideable>(from start: T, through end: T, by stride: T.Stride) -> StrideThrough<T> {
  return StrideThrough(_start: start, end: end, stride: stride)
}

/// A sequence of values from a start toward an end (included when reached) by a stride.
public struct StrideThrough<Element: Strideable>: Sequence, CustomStringConvertible {
  internal let _start: Element
  internal let _end: Element
  internal let _stride: Element.Stride

  /// The stride from `_start` through `end`; a zero `stride` traps.
  public init(_start: Element, end: Element, stride: Element.Stride) {
    if stride == _start.distance(to: _start) {
      Builtin.libraryPreconditionFailure("Stride size must not be zero", "Swift/Stride.swift", 567)
    }
    self._start = _start
    self._end = end
    self._stride = stride
  }

  /// An iterator over the values.
  public func makeIterator() -> StrideThroughIterator<Element> {
    return StrideThroughIterator(_start: _start, end: _end, stride: _stride)
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

  /// The type's name, as Swift shows a stride: `Swift.StrideThrough<Swift.Int>`.
  public var description: String {
    return Builtin.qualifiedTypeName(self)
  }
}

/// The iterator of a `StrideThrough`.
public struct StrideThroughIterator<Element: Strideable>: IteratorProtocol {
  internal let _start: Element
  internal let _end: Element
  internal let _stride: Element.Stride
  internal var _current: Element
  internal var _index: Int = 0
  internal var _didReturnEnd: Bool = false

  /// An iterator from `_start` through `end`.
  public init(_start: Element, end: Element, stride: Element.Stride) {
    self._start = _start
    self._end = end
    self._stride = stride
    self._current = _start
  }

  /// The next value, or nil once past `_end` (returned once when reached exactly) or
  /// once the next step would leave the type's range.
  public mutating func next() -> Element? {
    if _didReturnEnd {
      return nil
    }
    let result = _current
    if _stride > _start.distance(to: _start) ? result >= _end : result <= _end {
      if result == _end {
        _didReturnEnd = true
        return result
      }
      return nil
    }
    if let next = result._step(at: _index, from: _start, by: _stride) {
      _current = next
      _index = _index &+ 1
    } else {
      _didReturnEnd = true
    }
    return result
  }
}
