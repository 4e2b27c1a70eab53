// A string's Unicode scalars, as Swift's StringUnicodeScalarView.swift has them:
// `s.unicodeScalars` is a bidirectional collection of `Unicode.Scalar`, decoded from the
// string's UTF-8 bytes (the `utf8` view's builtins). TSPL's Strings chapter prints them
// and their `value`s. Swift's index is a `String.Index`; here it is the byte offset of the
// scalar's first byte, an `Int`.

extension String {
  /// A view of a string's contents as its Unicode scalars.
  public struct UnicodeScalarView: BidirectionalCollection, CustomStringConvertible {
    internal let _string: String

    /// The offset of the first scalar: 0.
    public var startIndex: Int { return 0 }

    /// One past the offset of the last scalar: the number of bytes.
    public var endIndex: Int { return Builtin.utf8Count(_string) }

    /// The number of Unicode scalars.
    public var count: Int {
      var n = 0
      var i = 0
      let end = endIndex
      while i < end {
        i = index(after: i)
        n += 1
      }
      return n
    }

    /// Whether the string is empty.
    public var isEmpty: Bool { return endIndex == 0 }

    /// The scalar whose UTF-8 starts at `position`, which must be below `endIndex`.
    public subscript(position: Int) -> Unicode.Scalar {
      let lead = UInt32(Builtin.utf8CodeUnit(_string, position))
      if lead < 0x80 { return Unicode.Scalar(_unchecked: lead) }
      let length = String._utf8Length(lead)
      // (The lead byte's payload is what its length marker leaves; each next byte
      // brings six bits, `10xxxxxx`. No bitwise operators: accessors and subscripts of
      // the library are checked at every compile.)
      var marker: UInt32 = 0xF0
      if length == 2 { marker = 0xC0 }
      if length == 3 { marker = 0xE0 }
      var value = lead - marker
      var i = 1
      while i < length {
        value = value * 64 + (UInt32(Builtin.utf8CodeUnit(_string, position + i)) - 0x80)
        i += 1
      }
      return Unicode.Scalar(_unchecked: value)
    }

    /// The offset of the scalar after the one at `i`.
    public func index(after i: Int) -> Int {
      return i + String._utf8Length(UInt32(Builtin.utf8CodeUnit(_string, i)))
    }

    /// The offset of the scalar before the one at `i`.
    public func index(before i: Int) -> Int {
      var j = i - 1
      while Builtin.utf8CodeUnit(_string, j) >= 0x80 && Builtin.utf8CodeUnit(_string, j) < 0xC0 {
        j -= 1
      }
      return j
    }

    /// The first scalar, or nil when the string is empty.
    public var first: Unicode.Scalar? {
      if isEmpty { return nil }
      return self[startIndex]
    }

    /// The last scalar, or nil when the string is empty.
    public var last: Unicode.Scalar? {
      if isEmpty { return nil }
      return self[index(before: endIndex)]
    }

    /// Pairs of each element's offset, counting from zero, and the element.
    public func enumerated() -> EnumeratedSequence<String.UnicodeScalarView> {
      return EnumeratedSequence(_base: self)
    }

    /// The elements in reverse order.
    public func reversed() -> ReversedCollection<String.UnicodeScalarView> {
      return ReversedCollection(_base: self)
    }

    /// The string itself, as Swift prints a view.
    public var description: String { return _string }
  }

  /// The string's Unicode scalars.
  public var unicodeScalars: UnicodeScalarView { return UnicodeScalarView(_string: self) }
}

extension Character {
  /// A view of a character's contents as its Unicode scalars.
  public typealias UnicodeScalarView = String.UnicodeScalarView

  /// The character's Unicode scalars.
  public var unicodeScalars: String.UnicodeScalarView { return String(self).unicodeScalars }

  /// The character's UTF-8 code units.
  public var utf8: String.UTF8View { return String(self).utf8 }

  /// The character's UTF-16 code units.
  public var utf16: String.UTF16View { return String(self).utf16 }
}

extension String {
  /// The number of bytes of the UTF-8 sequence that `lead` starts (a string's bytes are
  /// well-formed UTF-8).
  internal static func _utf8Length(_ lead: UInt32) -> Int {
    if lead < 0x80 { return 1 }
    if lead < 0xE0 { return 2 }
    if lead < 0xF0 { return 3 }
    return 4
  }
}
