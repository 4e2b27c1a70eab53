// Iterating a string's Characters, as Swift's StringCharacterView.swift has it: a
// `String.Iterator` walks the string's UTF-8 offsets from one Character boundary to the
// next, over two builtins on the runtime's grapheme breaking (`nextCharacterBoundary`,
// the offset where the Character at an offset ends; `characterBetween`, the Character
// between two boundaries). `for c in s` is `makeIterator()` and `next()`, as every
// `for`-`in` (Sema/SequenceIteration.swift); at -O `next()` is inlined into the loop.
// A Substring (a copy of its Characters, here) iterates the same way, through the
// String it holds: Swift's `Substring.Iterator` is `IndexingIterator<Substring>`, over
// the base string's indices, which miniswiftc's Substring does not have.

extension String {
  /// An iterator over the Characters of a string.
  public struct Iterator: IteratorProtocol {
    internal let _string: String
    internal var _position: Int
    internal var _end: Int

    internal init(_ string: String) {
      self._string = string
      self._position = 0
      self._end = Builtin.utf8Count(string)
    }

    /// The next Character, or nil past the last.
    public mutating func next() -> Character? {
      if _position >= _end { return nil }
      let start = _position
      _position = Builtin.nextCharacterBoundary(_string, start)
      return Builtin.characterBetween(_string, start, _position)
    }
  }
}

extension String: Sequence {
  /// An iterator over the string's Characters, in order.
  public func makeIterator() -> Iterator {
    return Iterator(self)
  }
}

extension Substring: Sequence {
  /// An iterator over the substring's Characters, in order.
  public func makeIterator() -> String.Iterator {
    return String.Iterator(String(self))
  }
}
