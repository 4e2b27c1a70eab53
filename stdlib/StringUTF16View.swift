// A string's UTF-16 code units, as Swift's StringUTF16View.swift has them: `s.utf16` is
// a collection of `UInt16`, each scalar below U+10000 one unit and each above it two
// (a surrogate pair), transcoded from the string's UTF-8 bytes. TSPL's Strings chapter
// prints them. Swift's index is a `String.Index`; here it is an `Int`, twice the byte
// offset of the scalar's first byte, plus one at the second unit of a surrogate pair.

extension String {
  /// A view of a string's contents as its UTF-16 code units.
  public struct UTF16View: BidirectionalCollection, CustomStringConvertible {
    internal let _string: String

    /// The first code unit's index: 0.
    public var startIndex: Int { return 0 }

    /// One past the last code unit's index.
    public var endIndex: Int { return Builtin.utf8Count(_string) * 2 }

    /// The number of UTF-16 code units.
    public var count: Int {
      var n = 0
      var i = 0
      let end = Builtin.utf8Count(_string)
      while i < end {
        let length = String._utf8Length(UInt32(Builtin.utf8CodeUnit(_string, i)))
        n += length == 4 ? 2 : 1
        i += length
      }
      return n
    }

    /// Whether the string is empty.
    public var isEmpty: Bool { return endIndex == 0 }

    /// The code unit at `position`, which must be below `endIndex`.
    public subscript(position: Int) -> UInt16 {
      let value = _string.unicodeScalars[position / 2].value
      if value < 0x10000 { return UInt16(value) }
      if position % 2 == 0 { return UInt16(0xD800 + (value - 0x10000) / 1024) }
      return UInt16(0xDC00 + (value - 0x10000) % 1024)
    }

    /// The index of the code unit after the one at `i`.
    public func index(after i: Int) -> Int {
      let offset = i / 2
      let length = String._utf8Length(UInt32(Builtin.utf8CodeUnit(_string, offset)))
      if length == 4 && i % 2 == 0 { return i + 1 }
      return (offset + length) * 2
    }

    /// The index of the code unit before the one at `i`.
    public func index(before i: Int) -> Int {
      if i % 2 == 1 { return i - 1 }
      let offset = _string.unicodeScalars.index(before: i / 2)
      let length = String._utf8Length(UInt32(Builtin.utf8CodeUnit(_string, offset)))
      return length == 4 ? offset * 2 + 1 : offset * 2
    }

    /// The first code unit, or nil when the string is empty.
    public var first: UInt16? {
      if isEmpty { return nil }
      return self[startIndex]
    }

    /// The last code unit, or nil when the string is empty.
    public var last: UInt16? {
      if isEmpty { return nil }
      return self[index(before: endIndex)]
    }

    /// Pairs of each element's offset, counting from zero, and the element.
    public func enumerated() -> EnumeratedSequence<String.UTF16View> {
      return EnumeratedSequence(_base: self)
    }

    /// The elements in reverse order.
    public func reversed() -> ReversedCollection<String.UTF16View> {
      return ReversedCollection(_base: self)
    }

    /// The string itself, as Swift prints a view.
    public var description: String { return _string }
  }

  /// The string's UTF-16 code units.
  public var utf16: UTF16View { return UTF16View(_string: self) }
}
