// enumerated(), as Swift's EnumeratedSequence (Sequence.swift): a sequence of pairs
// `(offset: n, element: x)`, `n` counting from zero, with its iterator nested as Swift's
// is (`EnumeratedSequence<[Int]>.Iterator`), which a `for`-`in` over `a.enumerated()`
// walks. Swift declares `enumerated()` on Sequence, as here; Array and String have
// their own too (the same, found first on them).

/// A sequence of pairs `(offset: n, element: x)`: `n` consecutive integers from zero,
/// `x` the elements of a base sequence.
public struct EnumeratedSequence<Base: Sequence>: Sequence {
  internal var _base: Base

  /// The pairs of `base`'s elements and their offsets.
  public init(_base: Base) {
    self._base = _base
  }

  /// An iterator over the pairs.
  public func makeIterator() -> Iterator {
    return Iterator(_base: _base.makeIterator())
  }

  /// As many pairs as the base has elements.
  public var underestimatedCount: Int {
    return _base.underestimatedCount
  }
}

extension EnumeratedSequence {
  /// The iterator of an `EnumeratedSequence`.
  public struct Iterator: IteratorProtocol {
    internal var _base: Base.Iterator
    internal var _count: Int

    /// An iterator over `_base`'s elements and their offsets.
    public init(_base: Base.Iterator) {
      self._base = _base
      self._count = 0
    }

    /// The next pair, or nil once the base iterator has ended.
    public mutating func next() -> (offset: Int, element: Base.Element)? {
      guard let b = _base.next() else { return nil }
      let result = (offset: _count, element: b)
      _count += 1
      return result
    }
  }
}

extension Array {
  /// Pairs `(offset: n, element: x)` of the array's elements and their offsets.
  public func enumerated() -> EnumeratedSequence<[Element]> {
    return EnumeratedSequence(_base: self)
  }
}

extension String {
  /// Pairs of each character's offset, counting from zero, and the character.
  public func enumerated() -> EnumeratedSequence<String> {
    return EnumeratedSequence(_base: self)
  }
}

extension Sequence {
  /// Pairs `(offset: n, element: x)` of the sequence's elements and their offsets.
  public func enumerated() -> EnumeratedSequence<Self> {
    return EnumeratedSequence(_base: self)
  }
}
