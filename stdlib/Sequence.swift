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
  /// A value no greater than the number of elements, which the sequence knows without
  /// consuming it: room to reserve before copying it (`Array(s)`).
  var underestimatedCount: Int { get }
  /// An array of the elements, in order (what `Array(s)` makes): Swift's
  /// `_copyToContiguousArray()`, which an array answers with itself.
  func _copyToArray() -> [Element]
}

extension Sequence {
  /// Swift's default: nothing is known of a sequence's length without iterating it.
  public var underestimatedCount: Int {
    return 0
  }

  /// The elements appended one by one to an array with room for the underestimated
  /// count.
  public func _copyToArray() -> [Element] {
    var result: [Element] = []
    result.reserveCapacity(underestimatedCount)
    for element in self {
      result.append(element)
    }
    return result
  }
}

/// A sequence that is its own iterator (a type conforming to both protocols, with
/// `next()` only) iterates from a copy of itself, as Swift's library has it.
extension Sequence where Self: IteratorProtocol {
  /// The sequence itself, as its own iterator.
  public func makeIterator() -> Self {
    return self
  }
}
