// LazyMapSequence, as Swift's LazyMapSequence.swift has it: `a.lazy.map(f)`, whose
// iterator calls `f` on each element of the base as it is reached. A `map` of it
// composes the two transforms over the same base, as Swift's does
// (`a.lazy.map(f).map(g)` is a `LazyMapSequence<[Int], U>`).

/// A sequence whose elements are those of `Base` passed through a transform, applied
/// as each is reached.
public struct LazyMapSequence<Base: Sequence, Element>: Sequence {
  internal var _base: Base
  internal let _transform: (Base.Element) -> Element

  /// The elements of `base` passed through `transform`.
  public init(_base: Base, transform: @escaping (Base.Element) -> Element) {
    self._base = _base
    self._transform = transform
  }

  /// An iterator applying the transform to the base's elements.
  public func makeIterator() -> Iterator {
    return Iterator(_base: _base.makeIterator(), _transform: _transform)
  }

  /// As many elements as the base has.
  public var underestimatedCount: Int {
    return _base.underestimatedCount
  }

  /// The elements passed through `transform` after this sequence's own transform.
  public func map<U>(_ transform: @escaping (Element) -> U) -> LazyMapSequence<Base, U> {
    let first = _transform
    return LazyMapSequence<Base, U>(_base: _base, transform: { transform(first($0)) })
  }

  /// The non-nil results of `transform` on the elements, computed as each is reached
  /// (over this sequence, unfused, as Swift's).
  public func compactMap<U>(_ transform: @escaping (Element) -> U?)
    -> LazyMapSequence<LazyFilterSequence<LazyMapSequence<LazyMapSequence<Base, Element>, U?>>, U>
  {
    let results = LazyFilterSequence(_base: LazyMapSequence<LazyMapSequence<Base, Element>, U?>(_base: self, transform: transform), { $0 != nil })
    return LazyMapSequence<LazyFilterSequence<LazyMapSequence<LazyMapSequence<Base, Element>, U?>>, U>(
      _base: results, transform: { $0! })
  }

  /// The elements that satisfy `isIncluded`, tested when they are reached.
  public func filter(_ isIncluded: @escaping (Element) -> Bool) -> LazyFilterSequence<LazyMapSequence<Base, Element>> {
    return LazyFilterSequence(_base: self, isIncluded)
  }

  /// Itself: it is already lazy.
  public var lazy: LazyMapSequence<Base, Element> {
    return self
  }
}

extension LazyMapSequence {
  /// The iterator of a `LazyMapSequence`.
  public struct Iterator: IteratorProtocol {
    internal var _base: Base.Iterator
    internal let _transform: (Base.Element) -> Element

    /// An iterator over `_base`'s elements passed through `_transform`.
    public init(_base: Base.Iterator, _transform: @escaping (Base.Element) -> Element) {
      self._base = _base
      self._transform = _transform
    }

    /// The next element of the base, transformed, or nil once the base has ended.
    public mutating func next() -> Element? {
      guard let x = _base.next() else { return nil }
      return _transform(x)
    }
  }
}
