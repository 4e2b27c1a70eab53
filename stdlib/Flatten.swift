// joined() of a sequence of sequences, as Swift's Flatten.swift has it: a
// FlattenSequence walks each element of its base sequence in turn, its iterator
// holding the base's iterator and the iterator of the element being walked. Its
// `where Base.Element: Sequence` is a requirement on an associated type of its own
// parameter (Sema/TypeDependentRequirements.swift): inside it `Base.Element.Iterator`
// names the inner iterator's type, and `FlattenSequence<[Int]>` is swiftc's error.
// A value prints as Swift's does: `FlattenSequence<Array<Array<Int>>>(_base: [[1], [2]])`.
// (`joined()` and `joined(separator:)` of Strings stay the compiler's builtin.)

/// A sequence of the elements of each element of a base sequence, in order.
public struct FlattenSequence<Base: Sequence> where Base.Element: Sequence {
  internal var _base: Base

  /// The elements of `base`'s elements.
  internal init(_base: Base) {
    self._base = _base
  }
}

extension FlattenSequence {
  /// The iterator of a `FlattenSequence`.
  public struct Iterator: IteratorProtocol {
    internal var _base: Base.Iterator
    internal var _inner: Base.Element.Iterator?

    /// An iterator over the elements of the sequences `_base` gives.
    internal init(_base: Base.Iterator) {
      self._base = _base
    }

    /// The next element of the current inner sequence, moving on to the next
    /// non-empty one; nil once the base iterator has ended.
    public mutating func next() -> Base.Element.Element? {
      repeat {
        if _inner != nil {
          if let element = _inner!.next() {
            return element
          }
        }
        guard let s = _base.next() else { return nil }
        _inner = s.makeIterator()
      } while true
    }
  }
}

extension FlattenSequence: Sequence {
  /// An iterator over the flattened elements.
  public func makeIterator() -> Iterator {
    return Iterator(_base: _base.makeIterator())
  }
}

extension Sequence where Element: Sequence {
  /// The elements of this sequence's elements, concatenated.
  public func joined() -> FlattenSequence<Self> {
    return FlattenSequence(_base: self)
  }
}
