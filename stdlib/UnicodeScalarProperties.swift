// A Unicode scalar's properties, as Swift's UnicodeScalarProperties.swift has them (the
// part the library's Character properties read): `scalar.properties.isAlphabetic`,
// `generalCategory`, `numericType`. The Unicode data is the runtime's table, made from
// swiftc's own answers (`Builtin.unicodeProperties`, Sources/Runtime/unicode_properties.c,
// which lists the bits).

extension Unicode {
  /// The classification of a scalar by its most important property.
  public enum GeneralCategory: Hashable {
    case uppercaseLetter, lowercaseLetter, titlecaseLetter, modifierLetter, otherLetter
    case nonspacingMark, spacingMark, enclosingMark
    case decimalNumber, letterNumber, otherNumber
    case connectorPunctuation, dashPunctuation, openPunctuation, closePunctuation
    case initialPunctuation, finalPunctuation, otherPunctuation
    case mathSymbol, currencySymbol, modifierSymbol, otherSymbol
    case spaceSeparator, lineSeparator, paragraphSeparator
    case control, format, surrogate, privateUse, unassigned
  }

  /// The kind of number a scalar is.
  public enum NumericType: Hashable {
    case decimal, digit, numeric
  }
}

extension Unicode.Scalar {
  /// The Unicode properties of a scalar.
  public struct Properties {
    internal let _bits: Int
    internal let _value: Int

    /// Bit `n` of `_bits` (by division: the library's accessors are checked at every
    /// compile, and need no bitwise operator).
    internal func _bit(_ n: Int) -> Bool {
      var bits = _bits
      var i = 0
      while i < n {
        bits /= 2
        i += 1
      }
      return bits % 2 == 1
    }

    /// Whether the scalar is alphabetic (a letter, or a mark or number that forms part
    /// of words).
    public var isAlphabetic: Bool { return _bit(5) }

    /// Whether the scalar is white space.
    public var isWhitespace: Bool { return _bit(6) }

    /// Whether the scalar is upper case.
    public var isUppercase: Bool { return _bit(7) }

    /// Whether the scalar is lower case.
    public var isLowercase: Bool { return _bit(8) }

    /// Whether the scalar has case (upper, lower or title).
    public var isCased: Bool { return _bit(9) }

    /// Whether the scalar is used in mathematical notation.
    public var isMath: Bool { return _bit(10) }

    /// The kind of number the scalar is, or nil when it is not one.
    public var numericType: Unicode.NumericType? {
      switch (_bits / 2048) % 4 {
      case 1: return .decimal
      case 2: return .digit
      case 3: return .numeric
      default: return nil
      }
    }

    /// The scalar's numeric value when that is a whole number.
    internal var _wholeNumberValue: Int? {
      if !_bit(13) { return nil }
      return Builtin.unicodeWholeNumber(_value)
    }

    /// The scalar's general category.
    public var generalCategory: Unicode.GeneralCategory {
      switch _bits % 32 {
      case 0: return .uppercaseLetter
      case 1: return .lowercaseLetter
      case 2: return .titlecaseLetter
      case 3: return .modifierLetter
      case 4: return .otherLetter
      case 5: return .nonspacingMark
      case 6: return .spacingMark
      case 7: return .enclosingMark
      case 8: return .decimalNumber
      case 9: return .letterNumber
      case 10: return .otherNumber
      case 11: return .connectorPunctuation
      case 12: return .dashPunctuation
      case 13: return .openPunctuation
      case 14: return .closePunctuation
      case 15: return .initialPunctuation
      case 16: return .finalPunctuation
      case 17: return .otherPunctuation
      case 18: return .mathSymbol
      case 19: return .currencySymbol
      case 20: return .modifierSymbol
      case 21: return .otherSymbol
      case 22: return .spaceSeparator
      case 23: return .lineSeparator
      case 24: return .paragraphSeparator
      case 25: return .control
      case 26: return .format
      case 27: return .surrogate
      case 28: return .privateUse
      default: return .unassigned
      }
    }
  }

  /// The scalar's Unicode properties.
  public var properties: Properties {
    return Properties(_bits: Builtin.unicodeProperties(Int(_value)), _value: Int(_value))
  }
}
