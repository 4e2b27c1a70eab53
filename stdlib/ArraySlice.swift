// ArraySlice, as Swift's standard library has it (ArraySlice.swift): a view of a range
// of an array's elements that keeps the array's indices (`a.dropFirst()[1]` is `a[1]`).
// Swift's shares the array's buffer; this one holds the array (a copy of the reference,
// as an array value is) and the bounds. It is a Collection and a Sequence, printed as an
// array is (`ArraySlice([1, 2])` inside a collection or an optional). Array's `prefix(_:)`, `suffix(_:)`, `dropFirst(_:)` and `dropLast(_:)` make
// one (Swift's are Sequence's and Collection's; here they are Array's), and so do
// Array's range subscripts, `a[1..<3]`, `a[0...1]` (stdlib/ArrayRangeSubscripts.swift),
// whose setters take one: an array literal is one where a slice is expected (`a[1..<3] =
// [9]`), through `init(arrayLiteral:)`, as Swift's ArraySlice is ExpressibleByArrayLiteral.

/// A view of a contiguous range of an array's elements, with the array's indices.
public struct ArraySlice<Element>: CustomStringConvertible, CustomDebugStringConvertible {
  internal var _base: [Element]
  /// The position of the first element.
  public let startIndex: Int
  /// The position one past the last element (it moves when a range subscript's setter
  /// replaces elements with more or fewer).
  internal var _endIndex: Int

  /// The elements of `_base` at `_startIndex ..< _endIndex`.
  public init(_base: [Element], _startIndex: Int, _endIndex: Int) {
    self._base = _base
    self.startIndex = _startIndex
    self._endIndex = _endIndex
  }

  /// The position one past the last element.
  public var endIndex: Int {
    return _endIndex
  }

  /// The valid indices, `startIndex..<endIndex` (Swift's `ArraySlice.Indices` is
  /// `Range<Int>`).
  public var indices: Range<Int> {
    return startIndex..<endIndex
  }

  /// The number of elements.
  public var count: Int {
    return endIndex - startIndex
  }

  /// Whether there are no elements.
  public var isEmpty: Bool {
    return startIndex == endIndex
  }

  /// The element at `position`, an index of the array the slice was made from. Setting
  /// it changes the slice's own copy of the array, not the array it was made from.
  public subscript(position: Int) -> Element {
    get {
      if position < startIndex || position >= endIndex {
        Builtin.libraryPreconditionFailure("Index out of bounds", "Swift/SliceBuffer.swift", 307)
      }
      return _base[position]
    }
    set {
      if position < startIndex || position >= endIndex {
        Builtin.libraryPreconditionFailure("Index out of bounds", "Swift/SliceBuffer.swift", 307)
      }
      _base[position] = newValue
    }
  }

  /// The position after `i`.
  public func index(after i: Int) -> Int {
    return i + 1
  }

  /// The first element, or nil when the slice is empty.
  public var first: Element? {
    return isEmpty ? nil : _base[startIndex]
  }

  /// The last element, or nil when the slice is empty.
  public var last: Element? {
    return isEmpty ? nil : _base[endIndex - 1]
  }

  /// The elements as an array prints them: `[1, 2]`.
  public var description: String {
    var elements: [Element] = []
    for i in startIndex..<endIndex {
      elements.append(_base[i])
    }
    return "\(elements)"
  }

  /// As a collection or an optional shows it: `ArraySlice([1, 2])`.
  public var debugDescription: String {
    return "ArraySlice(" + description + ")"
  }
}

extension ArraySlice: Collection {}

// As Swift's, a slice is a MutableCollection and a RandomAccessCollection, so that
// `slice.sort()` sorts it in place, and generic code over those protocols takes it.
extension ArraySlice: MutableCollection, RandomAccessCollection {
  /// The position before `i`.
  public func index(before i: Int) -> Int {
    return i - 1
  }
}

extension ArraySlice: Sequence {
  public func makeIterator() -> IndexingIterator<ArraySlice<Element>> {
    return IndexingIterator(_elements: self)
  }
}

// (Not `Swift.min` and `Swift.max`: these members are checked at every compile, which
// would then check those functions' bodies too, LibraryBodies.swift.)
extension Array {
  /// The first `maxLength` elements (all of them when there are fewer).
  public func prefix(_ maxLength: Int) -> ArraySlice<Element> {
    if maxLength < 0 {
      Builtin.libraryPreconditionFailure("Can't take a prefix of negative length from a collection", "Swift/Collection.swift", 1329)
    }
    return ArraySlice(_base: self, _startIndex: 0, _endIndex: maxLength < count ? maxLength : count)
  }

  /// The last `maxLength` elements (all of them when there are fewer).
  public func suffix(_ maxLength: Int) -> ArraySlice<Element> {
    if maxLength < 0 {
      Builtin.libraryPreconditionFailure("Can't take a suffix of negative length from a collection", "Swift/BidirectionalCollection.swift", 411)
    }
    return ArraySlice(_base: self, _startIndex: maxLength < count ? count - maxLength : 0, _endIndex: count)
  }

  /// All but the first `k` elements (none when there are fewer).
  public func dropFirst(_ k: Int = 1) -> ArraySlice<Element> {
    if k < 0 {
      Builtin.libraryPreconditionFailure("Can't drop a negative number of elements from a collection", "Swift/Collection.swift", 1252)
    }
    return ArraySlice(_base: self, _startIndex: k < count ? k : count, _endIndex: count)
  }

  /// All but the last `k` elements (none when there are fewer).
  public func dropLast(_ k: Int = 1) -> ArraySlice<Element> {
    if k < 0 {
      Builtin.libraryPreconditionFailure("Can't drop a negative number of elements from a collection", "Swift/BidirectionalCollection.swift", 380)
    }
    return ArraySlice(_base: self, _startIndex: 0, _endIndex: k < count ? count - k : 0)
  }
}

extension ArraySlice: ExpressibleByArrayLiteral {
  /// A slice of a new array of `elements`, indices from 0: what an array literal is where
  /// a slice is expected.
  public init(arrayLiteral elements: Element...) {
    self.init(_base: elements, _startIndex: 0, _endIndex: elements.count)
  }
}
