// PrefixSequence, as Swift's (Sequence.swift): the first elements of a sequence, at most
// `maxLength` of them, walked lazily, so `(1...).prefix(3)` ends though its base does
// not. Swift's `Sequence.prefix(_:)` returns it for a sequence that is not a
// Collection; a collection's `prefix(_:)` returns its slice (Array's ArraySlice,
// String's Substring, declared on them), so here it is declared on the library's
// sequences that are no Collections: the one-sided range of Int and the strides.

/// A sequence of at most `maxLength` leading elements of a base sequence.
public struct PrefixSequence<Base: Sequence> {
  internal var _base: Base
  internal let _maxLength: Int

  /// The first `maxLength` elements of `base` (all of them if it has fewer); a negative
  /// `maxLength` traps, as Swift's check in this initializer does.
  public init(_ base: Base, maxLength: Int) {
    if maxLength < 0 {
      Builtin.libraryPreconditionFailure("Can't take a prefix of negative length", "Swift/Sequence.swift", 531)
    }
    self._base = base
    self._maxLength = maxLength
  }
}

extension PrefixSequence {
  /// The iterator of a `PrefixSequence`: its base's, stopped after `_remaining` more.
  public struct Iterator: IteratorProtocol {
    internal var _base: Base.Iterator
    internal var _remaining: Int

    /// An iterator over the first `_remaining` elements of `_base`.
    public init(_base: Base.Iterator, _remaining: Int) {
      self._base = _base
      self._remaining = _remaining
    }

    /// The base's next element while any remain, then nil.
    public mutating func next() -> Base.Element? {
      if _remaining != 0 {
        _remaining -= 1
        return _base.next()
      } else {
        return nil
      }
    }
  }
}

extension PrefixSequence: Sequence {
  /// An iterator over the prefix.
  public func makeIterator() -> Iterator {
    return Iterator(_base: _base.makeIterator(), _remaining: _maxLength)
  }
}

extension PartialRangeFrom where Bound == Int {
  /// The first `maxLength` integers from the lower bound.
  public func prefix(_ maxLength: Int) -> PrefixSequence<PartialRangeFrom<Int>> {
    return PrefixSequence(self, maxLength: maxLength)
  }
}

// The lazy sequences' `prefix(_:)`, Sequence's: `(1...).lazy.map { $0 * $0 }.prefix(4)`
// ends though its base does not. (Over a collection, Swift's lazy views are collections
// whose prefix is a lazy view of the base's slice; here it is this sequence, with the same
// elements.)
extension LazySequence {
  /// The first `maxLength` elements.
  public func prefix(_ maxLength: Int) -> PrefixSequence<LazySequence<Base>> {
    return PrefixSequence(self, maxLength: maxLength)
  }
}

extension LazyMapSequence {
  /// The first `maxLength` elements, each transformed when reached.
  public func prefix(_ maxLength: Int) -> PrefixSequence<LazyMapSequence<Base, Element>> {
    return PrefixSequence(self, maxLength: maxLength)
  }
}

extension LazyFilterSequence {
  /// The first `maxLength` elements that satisfy the predicate.
  public func prefix(_ maxLength: Int) -> PrefixSequence<LazyFilterSequence<Base>> {
    return PrefixSequence(self, maxLength: maxLength)
  }
}
