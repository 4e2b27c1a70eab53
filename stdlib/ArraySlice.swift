// ArraySlice, as Swift's standard library has it (ArraySlice.swift): a view of a range
// of an array's elements that keeps the array's indices (`a.dropFirst()[1]` is `a[1]`).
// Swift's shares the array's buffer; this one holds the array (a copy of the reference,
// as an array value is) and the bounds. It is a Collection and a Sequence, printed as an
// array is (`ArraySlice([1, 2])` inside a collection or an optional). Array's `prefix(_:)`, `suffix(_:)`, `dropFirst(_:)` and `dropLast(_:)` make
// one (Swift's are Sequence's and Collection's; here they are Array's), and so does a
// range subscript, `a[1..<3]`, `a[0...1]`, which the compiler checks as a call of
// `_slice(_:)` (Sema/Arrays.swift), written before an extension of Array could declare a
// subscript (it is not one yet: a subscript of Array's beside its built-in `a[i]`).

/// A view of a contiguous range of an array's elements, with the array's indices.
public struct ArraySlice<Element>: CustomStringConvertible, CustomDebugStringConvertible {
  internal var _base: [Element]
  /// The position of the first element.
  public let startIndex: Int
  /// The position one past the last element.
  public let endIndex: Int

  /// The elements of `_base` at `_startIndex ..< _endIndex`.
  public init(_base: [Element], _startIndex: Int, _endIndex: Int) {
    self._base = _base
    self.startIndex = _startIndex
    self.endIndex = _endIndex
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

extension Array {
  /// `a[bounds]`: the elements at the positions in `bounds` (Array's
  /// `subscript(bounds: Range<Int>)`), which checks each bound as Swift's does.
  public func _slice(_ bounds: Range<Int>) -> ArraySlice<Element> {
    _checkBound(bounds.lowerBound)
    _checkBound(bounds.upperBound)
    return ArraySlice(_base: self, _startIndex: bounds.lowerBound, _endIndex: bounds.upperBound)
  }

  /// Swift's `Array._checkIndex(_:)`: a bound of a range subscript is in `0...count`,
  /// reported as swiftc's library reports it.
  public func _checkBound(_ index: Int) {
    if index > count {
      Builtin.libraryPreconditionFailure("Array index is out of range", "Swift/Array.swift", 430)
    }
    if index < 0 {
      Builtin.libraryPreconditionFailure("Negative Array index is out of range", "Swift/Array.swift", 431)
    }
  }

  // The other ranges are the `Range` Swift's `relative(to:)` makes of them, whose `..<`
  // traps first when its bounds are out of order (`a[5...]` of three elements).

  /// `a[lower...]`: the elements from `lower` on.
  public func _slice(_ bounds: PartialRangeFrom<Int>) -> ArraySlice<Element> {
    return _slice(bounds.lowerBound..<count)
  }

  /// `a[..<upper]`: the elements before `upper`.
  public func _slice(_ bounds: PartialRangeUpTo<Int>) -> ArraySlice<Element> {
    return _slice(0..<bounds.upperBound)
  }

  /// `a[...upper]`: the elements up to and including `upper`.
  public func _slice(_ bounds: PartialRangeThrough<Int>) -> ArraySlice<Element> {
    return _slice(0..<bounds.upperBound + 1)
  }

  /// `a[bounds]` of a closed range.
  public func _slice(_ bounds: ClosedRange<Int>) -> ArraySlice<Element> {
    return _slice(bounds.lowerBound..<bounds.upperBound + 1)
  }
}

