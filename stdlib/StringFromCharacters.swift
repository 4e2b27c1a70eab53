// String's initializers from characters, as Swift's String.swift and its views'
// files declare them: `String(s.reversed())` of any sequence of Characters (Swift's
// `init<S: Sequence>(_ characters: S) where S.Element == Character`), `String(scalar)`,
// and `String(s.utf16)` of each of String's views; and Character's `Character(scalar)`.
// (`String(c)` of a Character, `String(sub)` of a Substring and `String(cs)` of a
// `[Character]` stay built in, StandardLibrary.swift: a concrete initializer outranks
// the generic one here, as each of Swift's own does.)

extension String {
  /// The string of the characters of `characters`, in order.
  public init<S: Sequence>(_ characters: S) where S.Element == Character {
    var result = ""
    for c in characters {
      result.append(c)
    }
    self = result
  }

  /// The string a view of its Unicode scalars shows: `String(s.unicodeScalars)`.
  public init(_ unicodeScalars: String.UnicodeScalarView) {
    self = unicodeScalars._string
  }

  /// The string a view of its UTF-16 code units shows: `String(s.utf16)`.
  public init(_ utf16: String.UTF16View) {
    self = utf16._string
  }

  /// The string a view of its UTF-8 code units shows: `String(s.utf8)`.
  public init(_ utf8: String.UTF8View) {
    self = utf8._string
  }

  /// The string of one Unicode scalar: `String(scalar)`.
  public init(_ scalar: Unicode.Scalar) {
    self = scalar.description
  }
}

extension Character {
  /// The character of one Unicode scalar: `Character(scalar)`.
  public init(_ content: Unicode.Scalar) {
    self = Character(content.description)
  }
}
