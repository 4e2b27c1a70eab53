/// Every message the lexer (and `Lexer.stringSegments`) reports, in one place.
///
/// The wording is swiftc's (Swift 6.3.1, `include/swift/AST/DiagnosticsParse.def`), so a
/// miniswiftc diagnostic reads like the one swiftc prints for the same input. Where we
/// deviate, the comment says why.
public enum LexerDiagnostics {
  // MARK: Raw bytes
  public static let invalidUTF8 = "invalid UTF-8 found in source file"
  /// swiftc only warns; miniswiftc makes it an error (a NUL is never intended).
  public static let embeddedNul = "nul character embedded in middle of file"
  public static let invalidCharacter = "invalid character in source file"
  public static let invalidIdentifierStart = "an identifier cannot begin with this character"
  /// A warning: the character is treated as a space.
  public static let nonBreakingSpace = "non-breaking space (U+00A0) used instead of regular space"
  public static let curlyQuote = "unicode curly quote found, replace with '\"'"
  public static let unprintableASCII = "unprintable ASCII character found in source file"

  // MARK: Comments
  public static let unterminatedBlockComment = "unterminated '/*' comment"
  public static let blockCommentStart = "comment started here"  // note
  public static let unexpectedBlockCommentEnd = "unexpected end of block comment"

  // MARK: Identifiers and operators
  /// A backquote that does not start a valid `` `identifier` ``. swiftc lexes it as a
  /// `backtick` token and lets the parser complain ("expected pattern", "expected
  /// expression"); miniswiftc has no such token kind, so the lexer reports it.
  public static let invalidBackquote = "expected an identifier between backquotes"
  public static let unaryEqual = "'=' must have consistent whitespace on both sides"
  public static let extraWhitespacePeriod = "extraneous whitespace after '.' is not permitted"
  public static let expectedMemberName = "expected member name following '.'"

  // MARK: Regex literals
  /// miniswiftc's own: swiftc compiles `#/.../#`.
  public static let regexNotSupported = "regex literals are not supported"
  public static let unterminatedRegex = "unterminated regex literal"

  // MARK: Number literals
  public enum Radix: Int, Sendable {
    case binary, octal, decimal, hexadecimal
  }

  public static func invalidDigit(_ digit: String, radix: Radix) -> String {
    let kind: String
    switch radix {
    case .binary: kind = "binary digit (0 or 1)"
    case .octal: kind = "octal digit (0-7)"
    case .decimal: kind = "digit"
    case .hexadecimal: kind = "hexadecimal digit (0-9, A-F)"
    }
    return "'\(digit)' is not a valid \(kind) in integer literal"
  }

  /// `0x` followed by a line break, a tab, another control character or the end of the
  /// file. swiftc 6.3 prints the invalid-digit message with the raw character inside the
  /// quotes (`'` line break `' is not a valid ...`); older swiftc (and miniswiftc) say
  /// this instead, at the same place. A space after the prefix gets swiftc's message.
  public static let expectedDigitAfterPrefix = "expected a digit after integer literal prefix"
  public static func invalidExponentDigit(_ digit: String, first: Bool) -> String {
    "'\(digit)' is not a valid \(first ? "first character" : "digit") in floating point exponent"
  }
  public static let expectedExponentDigit = "expected a digit in floating point exponent"
  public static let hexFloatNeedsExponent = "hexadecimal floating point literal must end with an exponent"

  // MARK: String literals (token structure, reported while lexing)
  public static let unterminatedString = "unterminated string literal"
  public static let unterminatedInterpolation =
    "cannot find ')' to match opening '(' in string interpolation"
  public static let singleQuoteString = "single-quoted string literal found, use '\"'"
  public static let multilineStringStart = "multi-line string literal content must begin on a new line"
  public static let multilineStringEnd =
    "multi-line string literal closing delimiter must begin on a new line"
  public static let tooManyClosingHashes = "too many '#' characters in closing delimiter"

  // MARK: String literal contents (reported by `Lexer.stringSegments`)
  public static let invalidEscape = "invalid escape sequence in literal"
  public static let tooManyEscapeHashes = "too many '#' characters in delimited escape"
  public static let unicodeEscapeBraces = "expected hexadecimal code in braces after unicode escape"
  public static let unicodeEscapeDigits = "\\u{...} escape sequence expects between 1 and 8 hex digits"
  public static let unicodeEscapeRBrace = "expected '}' in \\u{...} escape sequence"
  public static let invalidUnicodeScalar = "invalid unicode scalar"
  public static let escapedNewlineAtLastLine = "escaped newline at the last line is not allowed"

  public enum IndentMistake: Sendable {
    case unexpectedSpace, unexpectedTab, insufficient
  }

  /// `insufficient indentation of line in multi-line string literal`,
  /// `unexpected tab in indentation of next 2 lines in multi-line string literal`, ...
  public static func multilineIndent(_ mistake: IndentMistake, lines: Int) -> String {
    let what: String
    switch mistake {
    case .unexpectedSpace: what = "unexpected space in"
    case .unexpectedTab: what = "unexpected tab in"
    case .insufficient: what = "insufficient"
    }
    let which = lines == 1 ? "line" : "next \(lines) lines"
    return "\(what) indentation of \(which) in multi-line string literal"
  }
  public static func multilineIndentChangeLines(_ lines: Int) -> String {
    "change indentation of \(lines == 1 ? "this line" : "these lines") to match closing delimiter"
  }
  public static func multilineIndentShouldMatch(tab: Bool) -> String {
    "should match \(tab ? "tab" : "space") here"
  }
}
