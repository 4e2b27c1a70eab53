// IteratorProtocol and Sequence, as Swift declares them (Sequence.swift): a sequence
// hands out an iterator, and the iterator gives the elements one at a time until it
// returns nil. `for x in s` is lowered as swiftc lowers it:
//
//     var $x$generator = s.makeIterator()
//     while let x = $x$generator.next() { ... }
//
// (Sema/SequenceIteration.swift), as is one over an array, a range of Int, a set, a
// dictionary or a string (Collection.swift, RangeIteration.swift,
// HashedCollectionIteration.swift, StringIteration.swift; inlined at -O).

/// A type that supplies the values of a sequence one at a time.
public protocol IteratorProtocol {
  /// The type of element traversed by the iterator.
  associatedtype Element
  /// The next element, or nil when there is none.
  mutating func next() -> Element?
}

/// A type that provides sequential, iterated access to its elements.
public protocol Sequence {
  /// The type of the elements of the sequence.
  associatedtype Element
  /// The type of iterator over the sequence's elements.
  associatedtype Iterator: IteratorProtocol where Iterator.Element == Element
  /// An iterator over the elements of this sequence.
  func makeIterator() -> Iterator
}

/// A sequence that is its own iterator (a type conforming to both protocols, with
/// `next()` only) iterates from a copy of itself, as Swift's library has it.
extension Sequence where Self: IteratorProtocol {
  /// The sequence itself, as its own iterator.
  public func makeIterator() -> Self {
    return self
  }
}
