// `lazy`, as Swift's LazySequence.swift has it: a view of a sequence whose `map` and
// `filter` return sequences that call their closure as each element is asked for
// (LazyMapSequence.swift, LazyFilterSequence.swift), rather than arrays built at once.
// Swift routes these through `LazySequenceProtocol` (its `elements` is the sequence
// underneath, so `a.lazy.map(f)` is a `LazyMapSequence<[Int], Int>`, not over the
// `LazySequence`); here each lazy type declares its own `map` and `filter` with the
// same results, which is what `print` of one shows. They are Sequences; Swift's are
// also Collections over a collection (`first`, `count`, subscripts), which these are
// not yet.

/// A sequence containing the same elements as `Base`, whose `map` and `filter` are
/// lazy.
public struct LazySequence<Base: Sequence>: Sequence {
  internal var _base: Base

  /// The base sequence's elements.
  public typealias Element = Base.Element

  /// A lazy view of `base`.
  public init(_base: Base) {
    self._base = _base
  }

  /// The base sequence's own iterator.
  public func makeIterator() -> Base.Iterator {
    return _base.makeIterator()
  }

  /// As many elements as the base has.
  public var underestimatedCount: Int {
    return _base.underestimatedCount
  }

  /// The sequence underneath (the lazy view of it is itself).
  public var elements: Base {
    return _base
  }

  /// Itself: it is already lazy.
  public var lazy: LazySequence<Base> {
    return self
  }

  /// The elements of the base sequence, each passed through `transform` when it is
  /// reached.
  public func map<U>(_ transform: @escaping (Base.Element) -> U) -> LazyMapSequence<Base, U> {
    return LazyMapSequence(_base: _base, transform: transform)
  }

  /// The non-nil results of `transform` on the base sequence's elements, computed as
  /// each is reached: a map, a filter of the non-nil results, and a map unwrapping
  /// them, as Swift's.
  public func compactMap<U>(_ transform: @escaping (Base.Element) -> U?)
    -> LazyMapSequence<LazyFilterSequence<LazyMapSequence<Base, U?>>, U>
  {
    let results = LazyFilterSequence(_base: LazyMapSequence(_base: _base, transform: transform), { $0 != nil })
    return LazyMapSequence(_base: results, transform: { $0! })
  }

  /// The elements of the base sequence that satisfy `isIncluded`, tested when they are
  /// reached.
  public func filter(_ isIncluded: @escaping (Base.Element) -> Bool) -> LazyFilterSequence<Base> {
    return LazyFilterSequence(_base: _base, isIncluded)
  }
}

extension Sequence {
  /// A sequence with the same elements, whose `map` and `filter` are lazy.
  public var lazy: LazySequence<Self> {
    return LazySequence(_base: self)
  }
}
