// Sets and dictionaries as Sequences: their `makeIterator()`, so generic code over
// `S: Sequence` (`zip(set, names)`, a program's `func total<S: Sequence>`) walks them.
// Swift nests their iterators (`Set<Element>.Iterator`, `Dictionary<Key,
// Value>.Iterator`), which walk the hash table's buckets; the subset has no types nested
// in generic types and the table is the runtime's, so here each iterator is at file
// scope and walks an array of the elements, taken in the order a `for`-`in` over the
// set or dictionary gives them (IRGen's own loop, which a `for`-`in` keeps).

extension Set: Sequence {
  /// An iterator over the set's elements.
  public func makeIterator() -> SetIterator<Element> {
    return SetIterator(_set: self)
  }
}

extension Dictionary: Sequence {
  /// An iterator over the dictionary's `(key: Key, value: Value)` pairs.
  public func makeIterator() -> DictionaryIterator<Key, Value> {
    return DictionaryIterator(_dictionary: self)
  }
}

/// The iterator of a `Set`: its elements, in the order of a `for`-`in` over it.
public struct SetIterator<Element: Hashable>: IteratorProtocol {
  internal var _elements: IndexingIterator<[Element]>

  /// An iterator over `_set`'s elements.
  public init(_set: Set<Element>) {
    var elements: [Element] = []
    for element in _set {
      elements.append(element)
    }
    _elements = elements.makeIterator()
  }

  /// The next element, or nil past the last.
  public mutating func next() -> Element? {
    return _elements.next()
  }
}

/// The iterator of a `Dictionary`: its `(key: Key, value: Value)` pairs, in the order
/// of a `for`-`in` over it.
public struct DictionaryIterator<Key: Hashable, Value>: IteratorProtocol {
  internal var _elements: IndexingIterator<[(key: Key, value: Value)]>

  /// An iterator over `_dictionary`'s pairs.
  public init(_dictionary: [Key: Value]) {
    var elements: [(key: Key, value: Value)] = []
    for element in _dictionary {
      elements.append(element)
    }
    _elements = elements.makeIterator()
  }

  /// The next pair, or nil past the last.
  public mutating func next() -> (key: Key, value: Value)? {
    return _elements.next()
  }
}
