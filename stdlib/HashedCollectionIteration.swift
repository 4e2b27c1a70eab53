// Sets and dictionaries as Sequences: their `makeIterator()`, which a `for`-`in` over a
// set or a dictionary calls, as does generic code over `S: Sequence` (`zip(set,
// names)`, a program's `func total<S: Sequence>`). Swift nests their iterators
// (`Set<Element>.Iterator`, `Dictionary<Key, Value>.Iterator`), which walk the hash
// table's buckets; here each iterator is at file scope (`SetIterator`,
// `DictionaryIterator`) and walks the runtime's table the same way, from one occupied
// slot to the next (`Builtin.hashedNextSlot`), copying out the member or the pair it
// finds there (`Builtin.setElementAt`, `Builtin.dictionaryEntryAt`): no array of the
// elements is made, and the order is the table's, as every walk over it gives
// (`print`, `keys`, `values`).

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

/// The iterator of a `Set`: its elements, in the order of its table.
public struct SetIterator<Element: Hashable>: IteratorProtocol {
  internal let _set: Set<Element>
  /// The occupied slot of the next element, or -1 past the last.
  internal var _slot: Int

  /// An iterator over `_set`'s elements, from its first occupied slot.
  public init(_set: Set<Element>) {
    self._set = _set
    self._slot = Builtin.hashedNextSlot(_set, 0)
  }

  /// The next element, or nil past the last.
  public mutating func next() -> Element? {
    if _slot < 0 { return nil }
    let element = Builtin.setElementAt(_set, _slot)
    _slot = Builtin.hashedNextSlot(_set, _slot &+ 1)
    return element
  }
}

/// The iterator of a `Dictionary`: its `(key: Key, value: Value)` pairs, in the order
/// of its table.
public struct DictionaryIterator<Key: Hashable, Value>: IteratorProtocol {
  internal let _dictionary: [Key: Value]
  /// The occupied slot of the next pair, or -1 past the last.
  internal var _slot: Int

  /// An iterator over `_dictionary`'s pairs, from its first occupied slot.
  public init(_dictionary: [Key: Value]) {
    self._dictionary = _dictionary
    self._slot = Builtin.hashedNextSlot(_dictionary, 0)
  }

  /// The next pair, or nil past the last.
  public mutating func next() -> (key: Key, value: Value)? {
    if _slot < 0 { return nil }
    let entry = Builtin.dictionaryEntryAt(_dictionary, _slot)
    _slot = Builtin.hashedNextSlot(_dictionary, _slot &+ 1)
    return entry
  }
}
