// LazyFilterSequence, as Swift's Filter.swift has it: `a.lazy.filter(p)`, whose
// iterator tests each element of the base with `p` as it is reached and skips those
// that fail. A `filter` of it tests both predicates over the same base, as Swift's
// does (`a.lazy.filter(p).filter(q)` is a `LazyFilterSequence<[Int]>`).

/// A sequence whose elements are those of `Base` that satisfy a predicate, tested as
/// each is reached.
public struct LazyFilterSequence<Base: Sequence>: Sequence {
  internal var _base: Base
  internal let _predicate: (Base.Element) -> Bool

  /// The elements of `base` that satisfy `isIncluded`.
  public init(_base: Base, _ isIncluded: @escaping (Base.Element) -> Bool) {
    self._base = _base
    self._predicate = isIncluded
  }

  /// An iterator skipping the base's elements that fail the predicate.
  public func makeIterator() -> Iterator {
    return Iterator(_base: _base.makeIterator(), _predicate: _predicate)
  }

  /// The elements passed through `transform`, applied when each is reached.
  public func map<U>(_ transform: @escaping (Base.Element) -> U) -> LazyMapSequence<LazyFilterSequence<Base>, U> {
    return LazyMapSequence<LazyFilterSequence<Base>, U>(_base: self, transform: transform)
  }

  /// The non-nil results of `transform` on the elements, computed as each is reached.
  public func compactMap<U>(_ transform: @escaping (Base.Element) -> U?)
    -> LazyMapSequence<LazyFilterSequence<LazyMapSequence<LazyFilterSequence<Base>, U?>>, U>
  {
    let results = LazyFilterSequence<LazyMapSequence<LazyFilterSequence<Base>, U?>>(
      _base: LazyMapSequence(_base: self, transform: transform), { $0 != nil })
    return LazyMapSequence(_base: results, transform: { $0! })
  }

  /// The elements that satisfy this sequence's predicate and then `isIncluded`.
  public func filter(_ isIncluded: @escaping (Base.Element) -> Bool) -> LazyFilterSequence<Base> {
    let first = _predicate
    return LazyFilterSequence(_base: _base, { first($0) && isIncluded($0) })
  }

  /// Itself: it is already lazy.
  public var lazy: LazyFilterSequence<Base> {
    return self
  }
}

extension LazyFilterSequence {
  /// The iterator of a `LazyFilterSequence`.
  public struct Iterator: IteratorProtocol {
    internal var _base: Base.Iterator
    internal let _predicate: (Base.Element) -> Bool

    /// An iterator over the elements of `_base` that satisfy `_predicate`.
    public init(_base: Base.Iterator, _predicate: @escaping (Base.Element) -> Bool) {
      self._base = _base
      self._predicate = _predicate
    }

    /// The next element of the base that satisfies the predicate, or nil once the base
    /// has ended.
    public mutating func next() -> Base.Element? {
      while let x = _base.next() {
        if _predicate(x) { return x }
      }
      return nil
    }
  }
}
