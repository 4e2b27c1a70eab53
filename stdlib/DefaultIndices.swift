// A collection's indices as a collection of their own, as Swift's Indices.swift has
// them: `s.indices` of a String is a `DefaultIndices<String>`, whose elements are the
// string's indices from `startIndex` up to `endIndex`, each found from the one before by
// the string's `index(after:)`. A `for i in s.indices` walks it through its
// `IndexingIterator`, and generic code over a Sequence or a Collection takes it.
// (Swift gives it to every Collection whose `Indices` is the default; the subset's
// Collection has no `Indices`, so String's is declared on String. Swift's is also a
// BidirectionalCollection where `Elements` is one: not yet here, since the library's
// conformances are checked at every compile.)

/// A collection of the indices of another collection, in order.
public struct DefaultIndices<Elements: Collection>: Collection {
  internal var _elements: Elements
  internal var _startIndex: Elements.Index
  internal var _endIndex: Elements.Index

  internal init(_elements: Elements, startIndex: Elements.Index, endIndex: Elements.Index) {
    self._elements = _elements
    self._startIndex = startIndex
    self._endIndex = endIndex
  }

  /// The first index.
  public var startIndex: Elements.Index { return _startIndex }

  /// The index past the last.
  public var endIndex: Elements.Index { return _endIndex }

  /// The index at `i`: `i` itself.
  public subscript(i: Elements.Index) -> Elements.Index { return i }

  /// The index after `i` in the underlying collection.
  public func index(after i: Elements.Index) -> Elements.Index {
    return _elements.index(after: i)
  }
}

extension String {
  /// The string's indices, in order: one for each Character.
  public var indices: DefaultIndices<String> {
    return DefaultIndices(_elements: self, startIndex: startIndex, endIndex: endIndex)
  }
}
