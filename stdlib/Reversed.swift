// reversed(), as Swift's ReversedCollection (Reverse.swift): a view of a bidirectional
// collection's elements in reverse order, walking its indices backwards with
// `index(before:)`: a BidirectionalCollection as Swift's is, with its iterator and index
// nested as Swift's are (`ReversedCollection<[Int]>.Iterator`, `.Index`); a `for`-`in`
// over `a.reversed()` walks that iterator. (Where an array is expected, `let r: [Int] =
// a.reversed()`, it is Swift's array-valued `reversed()`, a builtin.)

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

extension ReversedCollection {
  /// A position in a `ReversedCollection`: the position just after the element in
  /// `base`, so that `endIndex` of the base is the first position, as Swift's
  /// `ReversedCollection.Index` is.
  public struct Index: Comparable {
    /// The position after this one's element in the base collection.
    public let base: Base.Index

    /// The position whose element is just before `base` in the base collection.
    public init(_ base: Base.Index) {
      self.base = base
    }

    public static func == (lhs: Index, rhs: Index) -> Bool {
      return lhs.base == rhs.base
    }

    /// Earlier positions are later in the base.
    public static func < (lhs: Index, rhs: Index) -> Bool {
      return lhs.base > rhs.base
    }
  }
}

extension ReversedCollection: BidirectionalCollection {
  /// The position of the last element of the base.
  public var startIndex: Index {
    return Index(_base.endIndex)
  }

  /// The position after the first element of the base.
  public var endIndex: Index {
    return Index(_base.startIndex)
  }

  /// The position of the element before `i`'s in the base.
  public func index(after i: Index) -> Index {
    return Index(_base.index(before: i.base))
  }

  /// The position of the element after `i`'s in the base.
  public func index(before i: Index) -> Index {
    return Index(_base.index(after: i.base))
  }

  /// The element at `position`: the base's just before `position.base`.
  public subscript(position: Index) -> Base.Element {
    return _base[_base.index(before: position.base)]
  }

  /// As many elements as the base.
  public var count: Int {
    return _base.count
  }

  /// Whether the base is empty.
  public var isEmpty: Bool {
    return _base.isEmpty
  }
}
