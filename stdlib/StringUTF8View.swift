// A string's UTF-8 code units, as Swift's StringUTF8View.swift has them: `s.utf8` is a
// collection of `UInt8`, the bytes the runtime stores a string in, reached through two
// builtins (its count, and the byte at an offset, which the runtime checks). TSPL's
// Strings chapter prints them. Swift's index is a `String.Index`; here it is the byte
// offset, an `Int`.

extension String {
  /// A view of a string's contents as its UTF-8 code units.
  public struct UTF8View: BidirectionalCollection, CustomStringConvertible {
    internal let _string: String

    /// The offset of the first byte: 0.
    public var startIndex: Int { return 0 }

    /// One past the offset of the last byte: the number of bytes.
    public var endIndex: Int { return Builtin.utf8Count(_string) }

    /// The number of UTF-8 code units.
    public var count: Int { return Builtin.utf8Count(_string) }

    /// Whether the string is empty.
    public var isEmpty: Bool { return count == 0 }

    /// The code unit at `position`, which must be below `endIndex`.
    public subscript(position: Int) -> UInt8 { return Builtin.utf8CodeUnit(_string, position) }

    /// The offset after `i`.
    public func index(after i: Int) -> Int { return i + 1 }

    /// The first code unit, or nil when the string is empty.
    public var first: UInt8? {
      if isEmpty { return nil }
      return self[0]
    }

    /// The last code unit, or nil when the string is empty.
    public var last: UInt8? {
      if isEmpty { return nil }
      return self[count - 1]
    }

    /// The offset before `i`.
    public func index(before i: Int) -> Int { return i - 1 }

    /// Pairs of each element's offset, counting from zero, and the element.
    public func enumerated() -> EnumeratedSequence<String.UTF8View> {
      return EnumeratedSequence(_base: self)
    }

    /// The elements in reverse order.
    public func reversed() -> ReversedCollection<String.UTF8View> {
      return ReversedCollection(_base: self)
    }

    /// The string itself, as Swift prints a view.
    public var description: String { return _string }
  }

  /// The string's UTF-8 code units.
  public var utf8: UTF8View { return UTF8View(_string: self) }
}
