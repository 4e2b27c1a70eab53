// zip(_:_:), as Swift's Zip.swift has it: a sequence of pairs built from two underlying
// sequences, as long as the shorter of them. Its iterator asks each underlying iterator
// for its next element and stops at the first nil (and stays stopped). Swift nests the
// iterator (`Zip2Sequence.Iterator`); the subset has no types nested in generic types
// yet, so here it is `Zip2Iterator`, at file scope.

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
  public func makeIterator() -> Zip2Iterator<Sequence1.Iterator, Sequence2.Iterator> {
    return Zip2Iterator(_sequence1.makeIterator(), _sequence2.makeIterator())
  }
}

/// An iterator for `Zip2Sequence`.
public struct Zip2Iterator<Iterator1: IteratorProtocol, Iterator2: IteratorProtocol>: IteratorProtocol {
  internal var _baseStream1: Iterator1
  internal var _baseStream2: Iterator2
  internal var _reachedEnd: Bool = false

  /// An iterator over the pairs of the two iterators' elements.
  public init(_ iterator1: Iterator1, _ iterator2: Iterator2) {
    _baseStream1 = iterator1
    _baseStream2 = iterator2
  }

  /// The next pair, or nil once either underlying iterator has ended.
  public mutating func next() -> (Iterator1.Element, Iterator2.Element)? {
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
