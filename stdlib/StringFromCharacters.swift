// String(_:) of a sequence of Characters, as Swift's String.swift has it
// (`init<S: Sequence>(_ characters: S) where S.Element == Character`):
// `String(s.reversed())`. Written before a built-in type's extension could
// declare an initializer, and not one yet: the compiler checks `String(characters)` of a sequence that is not
// a built-in type as a call of this function (Sema/TextConversions.swift).

/// The string of the characters of `characters`, in order.
public func _stringFromCharacters<S: Sequence>(_ characters: S) -> String where S.Element == Character {
  var result = ""
  for c in characters {
    result.append(c)
  }
  return result
}

/// The string a view of it shows: `String(s.unicodeScalars)`, Swift's
/// `String.init(_ unicodeScalars: String.UnicodeScalarView)`.
public func _stringFromCharacters(_ unicodeScalars: String.UnicodeScalarView) -> String {
  return unicodeScalars._string
}

/// `String(s.utf16)`, Swift's `String.init(_ utf16: String.UTF16View)`.
public func _stringFromCharacters(_ utf16: String.UTF16View) -> String {
  return utf16._string
}

/// `String(s.utf8)`, Swift's `String.init(_ utf8: String.UTF8View)`.
public func _stringFromCharacters(_ utf8: String.UTF8View) -> String {
  return utf8._string
}

/// `String(scalar)`, Swift's `String.init(_ scalar: Unicode.Scalar)`.
public func _stringFromCharacters(_ scalar: Unicode.Scalar) -> String {
  return scalar.description
}

/// `Character(scalar)`, Swift's `Character.init(_ content: Unicode.Scalar)`.
public func _characterFromScalar(_ content: Unicode.Scalar) -> Character {
  return Character(content.description)
}
