// Collection, as much of Swift's (Collection.swift) as the subset has: a sequence whose
// elements are reached by index, from `startIndex` up to (not including) `endIndex`.
// As Swift's, it refines Sequence, and its extension gives `isEmpty`, `count` and
// `first` to every collection; Swift's also has slices and index distances. Here Array
// (Index `Int`) and String (Index `String.Index`, Element `Character`) conform with
// their own members, and a generic function over `C: Collection` or a `some
// Collection` result uses these requirements. Its
// `makeIterator()` is Swift's default, an `IndexingIterator`, so every Collection is a
// Sequence without writing one (a program's Collection is an `S: Sequence` argument).

/// A sequence whose elements can be traversed by index.
public protocol Collection: Sequence {
  /// A position in the collection; positions are ordered.
  associatedtype Index: Comparable
  /// The position of the first element (`endIndex` when the collection is empty).
  var startIndex: Index { get }
  /// The position one past the last element.
  var endIndex: Index { get }
  /// The number of elements.
  var count: Int { get }
  /// Whether the collection has no elements.
  var isEmpty: Bool { get }
  /// The element at `position`, which must be a valid index other than `endIndex`.
  subscript(position: Index) -> Element { get }
  /// The position just after `i`.
  func index(after i: Index) -> Index
}

extension Array: Collection {}
extension String: Collection {}

/// An iterator over the elements of a collection, by its indices: Swift's default
/// `makeIterator()` of a Collection.
public struct IndexingIterator<Elements: Collection>: IteratorProtocol {
  internal let _elements: Elements
  internal var _position: Elements.Index

  /// An iterator from the first element of `_elements`.
  public init(_elements: Elements) {
    self._elements = _elements
    self._position = _elements.startIndex
  }

  /// The next element, or nil past the last.
  public mutating func next() -> Elements.Element? {
    if _position == _elements.endIndex { return nil }
    let element = _elements[_position]
    _position = _elements.index(after: _position)
    return element
  }
}

extension Collection {
  /// A collection knows its length: its count, as Swift's default.
  public var underestimatedCount: Int {
    return count
  }

  /// Whether the collection has no elements: Swift's default, its start is its end.
  public var isEmpty: Bool {
    return startIndex == endIndex
  }

  /// The number of elements: Swift's default walks the indices (a collection that
  /// knows its count, as Array and String do, has its own).
  public var count: Int {
    var n = 0
    var i = startIndex
    while i != endIndex {
      n += 1
      i = index(after: i)
    }
    return n
  }

  /// The first element, or nil when the collection is empty.
  public var first: Element? {
    let start = startIndex
    if start != endIndex { return self[start] } else { return nil }
  }

  /// An iterator over the collection's elements, in index order.
  public func makeIterator() -> IndexingIterator<Self> {
    return IndexingIterator(_elements: self)
  }

  /// The index `distance` positions after `i`, or `limit` if that comes first (Swift's
  /// `index(_:offsetBy:limitedBy:)` gives nil there): a string's `prefix(_:)`, a merge
  /// sort's runs.
  internal func _index(_ i: Index, offsetBy distance: Int, limitedBy limit: Index) -> Index {
    var i = i
    var n = 0
    while n < distance && i != limit {
      i = index(after: i)
      n += 1
    }
    return i
  }
}

// Array is a Sequence with Swift's default iterator: its own `makeIterator()` (the
// library's `extension Collection` gives a program's Collection the same one), so
// `[Int].Iterator` is `IndexingIterator<[Int]>` in generic code such as `zip`'s. A
// `for`-`in` over an array calls it, as swiftc's does. A String has Swift's own
// `String.Iterator` (StringIteration.swift).
extension Array: Sequence {
  /// An iterator over the array's elements, in order.
  public func makeIterator() -> IndexingIterator<[Element]> {
    return IndexingIterator(_elements: self)
  }
}
