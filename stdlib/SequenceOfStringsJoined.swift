// joined(separator:) of any sequence of Strings, as Swift's String.swift has it on
// `Sequence where Element: StringProtocol` (here `Element == String`, a same-type
// requirement of a protocol extension; Sema/SameTypeRequirements.swift): the
// elements concatenated, the separator between each two: an array's, a Set's, a
// FlattenSequence's, a ReversedCollection's (`Set(["a"]).joined(separator: ", ")`),
// and of Substrings likewise. It also keeps `joined()` of a sequence of
// Strings a String, as Swift's overload ranking does, rather than Flatten.swift's
// FlattenSequence of Characters.

extension Sequence where Element == String {
  /// The elements concatenated, with `separator` between each two.
  public func joined(separator: String = "") -> String {
    var result = ""
    var isFirst = true
    for element in self {
      if !isFirst {
        result += separator
      }
      result += element
      isFirst = false
    }
    return result
  }
}

extension Sequence where Element == Substring {
  /// The elements concatenated, with `separator` between each two.
  public func joined(separator: String = "") -> String {
    var result = ""
    var isFirst = true
    for element in self {
      if !isFirst {
        result += separator
      }
      result += String(element)
      isFirst = false
    }
    return result
  }
}
