/// Integer and floating-point literals, as swiftc lexes them:
///
///     integer: [0-9][0-9_]*  |  0x[0-9a-fA-F][0-9a-fA-F_]*  |  0o[0-7][0-7_]*  |  0b[01][01_]*
///     float:   [0-9][0-9_]* (\.[0-9][0-9_]*)? ([eE][+-]?[0-9][0-9_]*)?   (with a '.' or an exponent)
///              0x[0-9a-fA-F][0-9a-fA-F_]* (\.[0-9a-fA-F][0-9a-fA-F_]*)? [pP][+-]?[0-9][0-9_]*
///
/// `1.foo` and `1..<2` are an integer followed by a '.', as is the `0` in `x.0.1` (a
/// tuple member after a '.'). A literal followed by identifier characters (`120km`,
/// `0b102`) is an error pointing at the first bad character, and the whole run becomes
/// one `.unknown` token. The lexer does not check that a value fits a type: the
/// token's text is the literal as written (with underscores and sign-less).
extension Lexer {
  /// Eats identifier characters from `cursor` on (recovery after a bad digit) and
  /// makes the `.unknown` token.
  private mutating func badNumber(_ p: UnsafePointer<UInt8>, _ start: Int) -> Token {
    while case let n = identifierContinuationLength(p, cursor), n > 0 { cursor += n }
    return makeToken(.unknown, start)
  }

  /// The character at `p[i]` for a message, or nil for one that prints badly (line
  /// breaks, tabs and other control characters, the end, invalid UTF-8). A space is
  /// printed (`' ' is not a valid binary digit ...`), as swiftc does.
  private func printableCharacter(_ p: UnsafePointer<UInt8>, _ i: Int) -> String? {
    let (scalar, length) = CharacterClasses.decodeUTF8(p, i)
    if scalar == CharacterClasses.invalidScalar || scalar < 0x20 || scalar == 0x7F
      || (scalar != 0x20 && CharacterClasses.isForbiddenRawIdentifierWhitespace(scalar))
    {
      return nil
    }
    return String(decoding: UnsafeBufferPointer(start: p + i, count: length), as: UTF8.self)
  }

  /// Reports "'c' is not a valid ... digit" at `i` if `p[i]` starts an identifier
  /// character, and if so returns the `.unknown` token.
  private mutating func invalidDigit(
    _ p: UnsafePointer<UInt8>, _ start: Int, at i: Int, radix: LexerDiagnostics.Radix
  ) -> Token? {
    let n = identifierContinuationLength(p, i)
    guard n > 0 else { return nil }
    error(LexerDiagnostics.invalidDigit(printableCharacter(p, i) ?? "?", radix: radix), at: i)
    cursor = i + n
    return badNumber(p, start)
  }

  /// No digit after `0x`, `0o` or `0b`.
  private mutating func missingDigit(
    _ p: UnsafePointer<UInt8>, _ start: Int, at i: Int, radix: LexerDiagnostics.Radix
  ) -> Token {
    if let c = printableCharacter(p, i) {
      error(LexerDiagnostics.invalidDigit(c, radix: radix), at: i)
    } else {
      error(LexerDiagnostics.expectedDigitAfterPrefix, at: i)
    }
    cursor = i
    return badNumber(p, start)
  }

  /// A bad floating-point exponent at `i` (after `e`/`p` and the sign).
  private mutating func badExponent(_ p: UnsafePointer<UInt8>, _ start: Int, at i: Int, first: Bool) -> Token {
    let n = identifierContinuationLength(p, i)
    if n > 0 {
      let c = printableCharacter(p, i) ?? "?"
      error(LexerDiagnostics.invalidExponentDigit(c, first: first && p[i] == 0x5F), at: i)
      cursor = i + n
    } else {
      error(LexerDiagnostics.expectedExponentDigit, at: i)
      cursor = i
    }
    return badNumber(p, start)
  }

  /// A number literal whose first digit is at `start`.
  mutating func lexNumber(_ p: UnsafePointer<UInt8>, _ start: Int) -> Token {
    var i = start + 1
    if p[start] == 0x30 {  // 0
      switch p[i] {
      case 0x78:  // x
        return lexHexNumber(p, start)
      case 0x6F, 0x62:  // o, b
        let octal = p[i] == 0x6F
        let radix: LexerDiagnostics.Radix = octal ? .octal : .binary
        let maxDigit: UInt8 = octal ? 0x37 : 0x31
        i += 1
        if !(p[i] >= 0x30 && p[i] <= maxDigit) { return missingDigit(p, start, at: i, radix: radix) }
        while (p[i] >= 0x30 && p[i] <= maxDigit) || p[i] == 0x5F { i += 1 }
        if let bad = invalidDigit(p, start, at: i, radix: radix) { return bad }
        cursor = i
        return makeToken(.integerLiteral, start)
      default:
        break
      }
    }

    while CharacterClasses.isDigit(p[i]) || p[i] == 0x5F { i += 1 }
    if p[i] == 0x2E {  // .
      // `1.foo`, `1..<2`, and `x.0.1` (a tuple index after a period).
      if !CharacterClasses.isDigit(p[i + 1]) || previousKind == .period {
        cursor = i
        return makeToken(.integerLiteral, start)
      }
    } else if p[i] != 0x65 && p[i] != 0x45 {  // not e/E: an integer
      if let bad = invalidDigit(p, start, at: i, radix: .decimal) { return bad }
      cursor = i
      return makeToken(.integerLiteral, start)
    }

    if p[i] == 0x2E {
      i += 1
      while CharacterClasses.isDigit(p[i]) || p[i] == 0x5F { i += 1 }
    }
    if p[i] == 0x65 || p[i] == 0x45 {  // e E
      i += 1
      if p[i] == 0x2B || p[i] == 0x2D { i += 1 }
      if !CharacterClasses.isDigit(p[i]) { return badExponent(p, start, at: i, first: true) }
      while CharacterClasses.isDigit(p[i]) || p[i] == 0x5F { i += 1 }
      if identifierContinuationLength(p, i) > 0 { return badExponent(p, start, at: i, first: false) }
    }
    cursor = i
    return makeToken(.floatingLiteral, start)
  }

  /// `0x...`: a hexadecimal integer, or a hexadecimal float (which needs a `p` exponent).
  private mutating func lexHexNumber(_ p: UnsafePointer<UInt8>, _ start: Int) -> Token {
    var i = start + 2
    if !CharacterClasses.isHexDigit(p[i]) { return missingDigit(p, start, at: i, radix: .hexadecimal) }
    while CharacterClasses.isHexDigit(p[i]) || p[i] == 0x5F { i += 1 }
    if p[i] != 0x2E && p[i] != 0x70 && p[i] != 0x50 {  // not . p P
      if let bad = invalidDigit(p, start, at: i, radix: .hexadecimal) { return bad }
      cursor = i
      return makeToken(.integerLiteral, start)
    }

    var dot = -1
    if p[i] == 0x2E {
      dot = i
      i += 1
      // `0xff.description`: an integer and a member access.
      if !CharacterClasses.isHexDigit(p[i]) {
        cursor = dot
        return makeToken(.integerLiteral, start)
      }
      while CharacterClasses.isHexDigit(p[i]) || p[i] == 0x5F { i += 1 }
      if p[i] != 0x70 && p[i] != 0x50 {
        if !CharacterClasses.isDigit(p[dot + 1]) {
          cursor = dot
          return makeToken(.integerLiteral, start)
        }
        error(LexerDiagnostics.hexFloatNeedsExponent, at: i)
        cursor = i
        return makeToken(.unknown, start)
      }
    }

    i += 1  // p P
    var signed = false
    if p[i] == 0x2B || p[i] == 0x2D {
      i += 1
      signed = true
    }
    if !CharacterClasses.isDigit(p[i]) {
      // `0xff.fpValue`: an integer and a member access.
      if dot >= 0 && !CharacterClasses.isDigit(p[dot + 1]) && !signed {
        cursor = dot
        return makeToken(.integerLiteral, start)
      }
      return badExponent(p, start, at: i, first: true)
    }
    while CharacterClasses.isDigit(p[i]) || p[i] == 0x5F { i += 1 }
    if identifierContinuationLength(p, i) > 0 { return badExponent(p, start, at: i, first: false) }
    cursor = i
    return makeToken(.floatingLiteral, start)
  }
}
