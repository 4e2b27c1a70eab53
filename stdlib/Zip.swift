// zip(_:_:), as Swift's Zip.swift has it: a sequence of pairs built from two underlying
// sequences, as long as the shorter of them. Its iterator asks each underlying iterator
// for its next element and stops at the first nil (and stays stopped). The iterator is
// nested, as Swift's is: `Zip2Sequence<[Int], [String]>.Iterator`.

/// A sequence of pairs built out of two underlying sequences: the `i`th pair holds the
/// `i`th element of each.
public func zip<Sequence1: Sequence, Sequence2: Sequence>(
  _ sequence1: Sequence1, _ sequence2: Sequence2
) -> Zip2Sequence<Sequence1, Sequence2> {
  return Zip2Sequence(_sequence1: sequence1, _sequence2: sequence2)
}

/// A sequence of pairs built out of two underlying sequences (what `zip` returns).
public struct Zip2Sequence<Sequence1: Sequence, Sequence2: Sequence>: Sequence {
  internal let _sequence1: Sequence1
  internal let _sequence2: Sequence2

  /// The pairs of `sequence1`'s and `sequence2`'s elements.
  public init(_sequence1 sequence1: Sequence1, _sequence2 sequence2: Sequence2) {
    _sequence1 = sequence1
    _sequence2 = sequence2
  }

  /// An iterator over the pairs.
  public func makeIterator() -> Iterator {
    return Iterator(_sequence1.makeIterator(), _sequence2.makeIterator())
  }

  /// The shorter of the two underlying sequences' underestimated counts.
  public var underestimatedCount: Int {
    return Swift.min(_sequence1.underestimatedCount, _sequence2.underestimatedCount)
  }
}

extension Zip2Sequence {
  /// An iterator for `Zip2Sequence`.
  public struct Iterator: IteratorProtocol {
    internal var _baseStream1: Sequence1.Iterator
    internal var _baseStream2: Sequence2.Iterator
    internal var _reachedEnd: Bool = false

    /// An iterator over the pairs of the two iterators' elements.
    public init(_ iterator1: Sequence1.Iterator, _ iterator2: Sequence2.Iterator) {
      _baseStream1 = iterator1
      _baseStream2 = iterator2
    }

    /// The next pair, or nil once either underlying iterator has ended.
    public mutating func next() -> (Sequence1.Element, Sequence2.Element)? {
      if _reachedEnd {
        return nil
      }
      guard let element1 = _baseStream1.next(), let element2 = _baseStream2.next() else {
        _reachedEnd = true
        return nil
      }
      return (element1, element2)
    }
  }
}
