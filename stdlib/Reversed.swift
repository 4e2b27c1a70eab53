// reversed(), as Swift's ReversedCollection (Reverse.swift): a view of a bidirectional
// collection's elements in reverse order, walking its indices backwards with
// `index(before:)`. A `for`-`in` over `a.reversed()` keeps IRGen's own loop over the
// array; as a value (`let r = a.reversed()`) it is this struct. Swift's is itself a
// Collection; here it is a Sequence, with its iterator nested as Swift's is
// (`ReversedCollection<[Int]>.Iterator`).

/// A collection whose indices can also be walked backwards.
public protocol BidirectionalCollection: Collection {
  /// The position just before `i`, which must be a valid index other than `startIndex`.
  func index(before i: Index) -> Index
}

extension Array: BidirectionalCollection {
  /// The position just before `i`.
  public func index(before i: Int) -> Int {
    return i - 1
  }
}

/// The elements of a bidirectional collection, last first.
public struct ReversedCollection<Base: BidirectionalCollection>: Sequence {
  internal let _base: Base

  /// A view of `base`'s elements in reverse order.
  public init(_base: Base) {
    self._base = _base
  }

  /// An iterator from the last element to the first.
  public func makeIterator() -> Iterator {
    return Iterator(_base: _base)
  }
}

extension ReversedCollection {
  /// The iterator of a `ReversedCollection`.
  public struct Iterator: IteratorProtocol {
    internal let _base: Base
    internal var _position: Base.Index

    /// An iterator from the last element of `_base`.
    public init(_base: Base) {
      self._base = _base
      self._position = _base.endIndex
    }

    /// The next element, walking backwards, or nil once past the first.
    public mutating func next() -> Base.Element? {
      guard _position != _base.startIndex else { return nil }
      _position = _base.index(before: _position)
      return _base[_position]
    }
  }
}

extension Array {
  /// The array's elements in reverse order.
  public func reversed() -> ReversedCollection<[Element]> {
    return ReversedCollection(_base: self)
  }
}
