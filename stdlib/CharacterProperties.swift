// A Character's properties, as Swift's CharacterProperties.swift defines them: most are
// those of its first Unicode scalar (`isLetter` is its `isAlphabetic`), read from
// `Unicode.Scalar.Properties` (UnicodeScalarProperties.swift); `isUppercase` and
// `isLowercase` of a character of several scalars compare it with its case mappings.

extension Character {
  /// The character's first Unicode scalar.
  internal var _firstScalar: Unicode.Scalar {
    let scalars = unicodeScalars
    return scalars[scalars.startIndex]
  }

  /// Whether the character is one Unicode scalar.
  internal var _isSingleScalar: Bool {
    let scalars = unicodeScalars
    return scalars.index(after: scalars.startIndex) == scalars.endIndex
  }

  /// The ASCII code of the character, or nil when it is not ASCII ("\r\n" is 10, a
  /// line feed).
  public var asciiValue: UInt8? {
    if self == "\r\n" { return 0x0A }
    if !_isSingleScalar || _firstScalar.value >= 0x80 { return nil }
    return UInt8(_firstScalar.value)
  }

  /// Whether the character is ASCII.
  public var isASCII: Bool { return asciiValue != nil }

  /// Whether the character is white space (a space, a tab, a newline, ...).
  public var isWhitespace: Bool { return _firstScalar.properties.isWhitespace }

  /// Whether the character ends a line.
  public var isNewline: Bool {
    let v = _firstScalar.value
    return (v >= 0x0A && v <= 0x0D) || v == 0x85 || v == 0x2028 || v == 0x2029
  }

  /// Whether the character is a number (a digit, a fraction, a numeral, ...).
  public var isNumber: Bool { return _firstScalar.properties.numericType != nil }

  /// Whether the character is a whole number.
  public var isWholeNumber: Bool { return wholeNumberValue != nil }

  /// The whole number the character stands for ("7" is 7, "Ⅻ" is 12), or nil.
  public var wholeNumberValue: Int? {
    if !_isSingleScalar { return nil }
    return _firstScalar.properties._wholeNumberValue
  }

  /// Whether the character is a hexadecimal digit.
  public var isHexDigit: Bool { return hexDigitValue != nil }

  /// The value of the character as a hexadecimal digit (ASCII or full-width), or nil.
  public var hexDigitValue: Int? {
    if !_isSingleScalar { return nil }
    let v = Int(_firstScalar.value)
    if v >= 0x30 && v <= 0x39 { return v - 0x30 }
    if v >= 0x41 && v <= 0x46 { return v + 10 - 0x41 }
    if v >= 0x61 && v <= 0x66 { return v + 10 - 0x61 }
    if v >= 0xFF10 && v <= 0xFF19 { return v - 0xFF10 }
    if v >= 0xFF21 && v <= 0xFF26 { return v + 10 - 0xFF21 }
    if v >= 0xFF41 && v <= 0xFF46 { return v + 10 - 0xFF41 }
    return nil
  }

  /// Whether the character is a letter.
  public var isLetter: Bool { return _firstScalar.properties.isAlphabetic }

  /// The character in upper case (a string: "ß" is "SS").
  public func uppercased() -> String { return String(self).uppercased() }

  /// The character in lower case.
  public func lowercased() -> String { return String(self).lowercased() }

  // (Swift compares the character with its case mappings; the runtime tells whether a
  // mapping changes it without making the mapped string.)
  internal var _isUppercased: Bool { return !Builtin.changesWhenUppercased(String(self)) }

  internal var _isLowercased: Bool { return !Builtin.changesWhenLowercased(String(self)) }

  /// Whether the character is upper case.
  public var isUppercase: Bool {
    if _isSingleScalar && _firstScalar.properties.isUppercase { return true }
    return _isUppercased && isCased
  }

  /// Whether the character is lower case.
  public var isLowercase: Bool {
    if _isSingleScalar && _firstScalar.properties.isLowercase { return true }
    return _isLowercased && isCased
  }

  /// Whether the character changes under case mapping, or has case.
  public var isCased: Bool {
    if _isSingleScalar && _firstScalar.properties.isCased { return true }
    return !_isUppercased || !_isLowercased
  }

  /// Whether the character is a symbol (mathematical, currency, modifier or other).
  public var isSymbol: Bool {
    switch _firstScalar.properties.generalCategory {
    case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol: return true
    default: return false
    }
  }

  /// Whether the character is a mathematical symbol.
  public var isMathSymbol: Bool { return _firstScalar.properties.isMath }

  /// Whether the character is a currency symbol.
  public var isCurrencySymbol: Bool { return _firstScalar.properties.generalCategory == .currencySymbol }

  /// Whether the character is punctuation.
  public var isPunctuation: Bool {
    switch _firstScalar.properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
         .initialPunctuation, .finalPunctuation, .otherPunctuation:
      return true
    default:
      return false
    }
  }
}
