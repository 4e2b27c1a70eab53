import Basic

/// Turns the UTF-8 bytes of a source file into tokens, following swiftc's
/// `lib/Parse/Lexer.cpp` rule for rule (token kinds, operator classification by the
/// surrounding whitespace, number and string literal syntax, diagnostics and where
/// they point).
///
/// It works on bytes, never on `Character`s: one pass, constant work per byte, with
/// a NUL after the lexed bytes as the sentinel that ends every inner loop (a NUL before the
/// end is diagnosed and skipped). It never stops early and never traps on bad input:
/// anything it cannot make sense of becomes an `.unknown` token, and **every `.unknown`
/// token comes with an error already reported**, so the parser can skip it silently.
///
/// Whitespace and comments are skipped; they only set `isAtStartOfLine` on the next
/// token when they contain a line break. A `#!` line at the very start of the file and
/// a UTF-8 byte-order mark are skipped too.
///
/// String literals are one token each (quotes, interpolations and all); the lexer
/// reports what is wrong with their structure (unterminated, single quotes, misplaced
/// `"""`, bad bytes inside), and `Lexer.stringSegments(of:in:diagnostics:)` decodes the
/// contents and reports bad escapes and bad indentation. An interpolation's expression
/// is not lexed with the literal: the parser lexes each `.interpolation` range with a
/// sub-range `Lexer`, which reports what is wrong inside it. So, lexing the file once,
/// decoding each string literal once and lexing each interpolation once reports every
/// problem exactly once.
///
/// A `Lexer` is a small value: a copy is an independent cursor over the same bytes
/// (handy for lookahead), but diagnostics go to the same engine, so relexing the same
/// bytes reports their problems again (lookahead should use a throwaway
/// `DiagnosticEngine`, or the tokens already made).
///
/// Where miniswiftc deviates from swiftc: `_` is an `.identifier` (swiftc: `kw__`);
/// `#if`, `#selector`, ... are `.pound` followed by a keyword or identifier; a stray
/// backquote is an `.unknown` token with an error (swiftc: a `backtick` token the
/// parser rejects); a NUL byte is an error (swiftc warns); `#/regex/#` is an `.unknown`
/// token with an error (swiftc compiles it); invalid UTF-8 is always "invalid UTF-8"
/// (swiftc calls 0xFF/0xFE a UTF-16 marker and stops); escapes inside an unterminated
/// literal are not checked (the literal's own error comes first anyway).
public struct Lexer {
  public let file: SourceFile
  public let diagnostics: DiagnosticEngine

  /// The bytes being lexed, NUL-terminated: a private copy of the range, so that
  /// `next()` can read them through a plain pointer (no array access, no reference
  /// counting per token) and the NUL ends every scan at the end of a sub-range too.
  let storage: ByteStorage
  /// File offset of `storage.p[0]`.
  let base: Int
  /// Index in `storage.p` of the NUL that ends the range.
  let bufferEnd: Int
  /// File offset where the file's content starts (after a byte-order mark); nothing
  /// there is left-bound.
  let contentStart: Int

  /// Index in `storage.p` of the next byte to lex.
  var cursor: Int
  /// A line break was seen since the last token.
  var atStartOfLine: Bool
  /// The kind of the last token returned (`.eof` before the first one).
  var previousKind: TokenKind = .eof

  /// Lexes bytes [start, end) of `file` (the whole file by default; a sub-range is how the
  /// parser lexes the expression inside a string interpolation `\( ... )`). Out-of-range
  /// bounds are clamped to the file.
  ///
  /// The first token of the whole file is at the start of a line; the first token of a
  /// sub-range is not unless a line break precedes it inside the range.
  public init(file: SourceFile, diagnostics: DiagnosticEngine, start: Int = 0, end: Int? = nil) {
    self.file = file
    self.diagnostics = diagnostics
    let end = min(max(end ?? file.count, 0), file.count)
    let start = min(max(start, 0), end)
    storage = ByteStorage(file.bytes, start, end)
    base = start
    cursor = 0
    bufferEnd = end - start
    let b = file.bytes
    let hasBOM = file.count >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF
    contentStart = hasBOM ? 3 : 0
    atStartOfLine = start == 0
    if start <= contentStart && end >= contentStart {
      // The byte-order mark is skipped, also when it is all the file holds.
      cursor = contentStart - base
      // `#!/usr/bin/env swift` on the first line is a comment.
      if end - contentStart >= 2 && b[contentStart] == UInt8(ascii: "#") && b[contentStart + 1] == UInt8(ascii: "!") {
        while cursor < bufferEnd && storage.p[cursor] != UInt8(ascii: "\n") && storage.p[cursor] != UInt8(ascii: "\r") {
          cursor += 1
        }
      }
    }
  }

  /// The next token; `.eof` (an empty range at the end) at the end, forever after.
  public mutating func next() -> Token {
    lexToken(storage.p)
  }

  /// All tokens of bytes [start, end) of `file`, up to and including `.eof`.
  public static func tokenize(
    _ file: SourceFile, diagnostics: DiagnosticEngine, start: Int = 0, end: Int? = nil
  ) -> [Token] {
    var lexer = Lexer(file: file, diagnostics: diagnostics, start: start, end: end)
    var tokens: [Token] = []
    tokens.reserveCapacity(lexer.bufferEnd / 5 + 16)
    let p = lexer.storage.p
    while true {
      let token = lexer.lexToken(p)
      tokens.append(token)
      if token.kind == .eof { break }
    }
    return tokens
  }

  // MARK: - Helpers shared by the lexing functions

  @inline(__always)
  func loc(_ i: Int) -> SourceLoc {
    SourceLoc(file: file.id, offset: UInt32(truncatingIfNeeded: base + i))
  }

  /// Makes the token [start, cursor) and resets the per-token state.
  @inline(__always)
  mutating func makeToken(_ kind: TokenKind, _ start: Int, escaped: Bool = false) -> Token {
    let token = Token(
      kind: kind, range: SourceRange(start: loc(start), end: loc(cursor)),
      isAtStartOfLine: atStartOfLine, isEscapedIdentifier: escaped)
    atStartOfLine = false
    previousKind = kind
    return token
  }

  func error(_ message: String, at i: Int, notes: [Diagnostic] = []) {
    diagnostics.error(message, at: loc(i), notes: notes)
  }

  /// The byte `k` positions before index `i`, looking into the file before a
  /// sub-range; 0 before the start of the file.
  @inline(__always)
  func byte(_ p: UnsafePointer<UInt8>, before i: Int, _ k: Int = 1) -> UInt8 {
    if i - k >= 0 { return p[i - k] }
    let offset = base + i - k
    return offset >= 0 ? file.bytes[offset] : 0
  }

  // MARK: - The main switch

  mutating func lexToken(_ p: UnsafePointer<UInt8>) -> Token {
    while true {
      let start = cursor
      let c = p[start]
      cursor = start + 1
      switch c {
      case 0x20, 0x09, 0x0B, 0x0C:  // space, \t, \v, \f
        continue
      case 0x0A, 0x0D:  // \n, \r
        atStartOfLine = true
        continue
      case 0:
        if start == bufferEnd {
          cursor = start
          return makeToken(.eof, start)
        }
        error(LexerDiagnostics.embeddedNul, at: start)
        continue

      case 0x2F:  // /
        if p[cursor] == 0x2F {  // //
          skipLineComment(p)
          continue
        }
        if p[cursor] == 0x2A {  // /*
          skipBlockComment(p, start: start)
          continue
        }
        return lexOperator(p, start)
      case 0x21:  // !
        if isLeftBound(p, start) { return makeToken(.exclaimPostfix, start) }
        return lexOperator(p, start)
      case 0x3F:  // ?
        if isLeftBound(p, start) { return makeToken(.questionPostfix, start) }
        return lexOperator(p, start)
      case 0x3D, 0x2D, 0x2B, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x2E:
        // = - + * % < > & | ^ ~ .
        return lexOperator(p, start)

      case 0x61...0x7A, 0x41...0x5A, 0x5F:  // a-z A-Z _
        return lexIdentifier(p, start)
      case 0x24:  // $
        return lexDollarIdentifier(p, start)
      case 0x30...0x39:
        return lexNumber(p, start)
      case 0x22, 0x27:  // " '
        return lexStringLiteral(p, start, hashes: 0)
      case 0x60:  // `
        return lexEscapedIdentifier(p, start)
      case 0x23:  // #
        var i = cursor
        while p[i] == 0x23 { i += 1 }
        if p[i] == 0x22 {  // #"raw string"#
          cursor = i + 1
          return lexStringLiteral(p, start, hashes: i - start)
        }
        if p[i] == 0x2F {  // #/regex/#
          return lexRegexLiteral(p, start, hashes: i - start)
        }
        return makeToken(.pound, start)

      case 0x28: return makeToken(.leftParen, start)
      case 0x29: return makeToken(.rightParen, start)
      case 0x7B: return makeToken(.leftBrace, start)
      case 0x7D: return makeToken(.rightBrace, start)
      case 0x5B: return makeToken(.leftSquare, start)
      case 0x5D: return makeToken(.rightSquare, start)
      case 0x2C: return makeToken(.comma, start)
      case 0x3A: return makeToken(.colon, start)
      case 0x3B: return makeToken(.semicolon, start)
      case 0x40: return makeToken(.atSign, start)
      case 0x5C: return makeToken(.backslash, start)

      case 0x80...0xFF:
        if let token = lexNonASCII(p, start) { return token }
        continue
      default:
        // ASCII control characters.
        error(LexerDiagnostics.invalidCharacter, at: start)
        return makeToken(.unknown, start)
      }
    }
  }

  /// A token starting with a non-ASCII byte, or nil for something skipped as whitespace
  /// (a non-breaking space, invalid UTF-8).
  mutating func lexNonASCII(_ p: UnsafePointer<UInt8>, _ start: Int) -> Token? {
    let (scalar, length) = CharacterClasses.decodeUTF8(p, start)
    if scalar == CharacterClasses.invalidScalar {
      error(LexerDiagnostics.invalidUTF8, at: start)
      cursor = start + length
      return nil
    }
    if CharacterClasses.isIdentifierStart(scalar) {
      cursor = start + length
      return lexIdentifier(p, start)
    }
    if CharacterClasses.isOperatorStart(scalar) {
      return lexOperator(p, start)
    }
    cursor = start + length
    switch scalar {
    case 0xA0:  // non-breaking space: a warning, then whitespace
      diagnostics.warning(LexerDiagnostics.nonBreakingSpace, at: loc(start))
      while p[cursor] == 0xC2 && p[cursor + 1] == 0xA0 { cursor += 2 }
      return nil
    case 0x201D:  // ” on its own
      error(LexerDiagnostics.curlyQuote, at: start)
      return makeToken(.unknown, start)
    case 0x201C:  // “...” or “..." : one unknown token, as swiftc recovers
      if let end = endOfCurlyQuoteString(p, from: cursor) { cursor = end }
      error(LexerDiagnostics.curlyQuote, at: start)
      return makeToken(.unknown, start)
    default:
      break
    }
    if CharacterClasses.isIdentifierContinuation(scalar) {
      // A combining mark and the like: eat the rest of the would-be identifier.
      error(LexerDiagnostics.invalidIdentifierStart, at: start)
      while case let n = identifierContinuationLength(p, cursor), n > 0 { cursor += n }
      return makeToken(.unknown, start)
    }
    error(LexerDiagnostics.invalidCharacter, at: start)
    return makeToken(.unknown, start)
  }

  /// After an opening curly quote: the index after the closing `"` or `”` on the same
  /// line (reporting a `”`), or nil when there is none or an interpolation or another
  /// opening curly quote comes first (which also keeps a line of `“` linear).
  func endOfCurlyQuoteString(_ p: UnsafePointer<UInt8>, from i: Int) -> Int? {
    var i = i
    while true {
      let b = p[i]
      switch b {
      case 0x0A, 0x0D, 0: return nil
      case 0x22: return i + 1
      case 0x5C:
        if p[i + 1] == 0x28 { return nil }
        i += p[i + 1] == 0x0A || p[i + 1] == 0x0D || p[i + 1] == 0 ? 1 : 2
      case 0x80...0xFF:
        let (scalar, length) = CharacterClasses.decodeUTF8(p, i)
        if scalar == CharacterClasses.invalidScalar || scalar == 0x201C { return nil }
        if scalar == 0x201D {
          error(LexerDiagnostics.curlyQuote, at: i)
          return i + length
        }
        i += length
      default:
        i += 1
      }
    }
  }

  /// `#/.../#` (any number of `#`): a regex literal, which miniswiftc does not support.
  /// It becomes one `.unknown` token, so the error is reported once and at the literal
  /// (swiftc compiles it). When `#/` ends its line, the literal runs to a `/#` on a later
  /// line, as in Swift. Bare `/.../` literals need Swift 6 mode and are not recognised.
  mutating func lexRegexLiteral(_ p: UnsafePointer<UInt8>, _ start: Int, hashes: Int) -> Token {
    var i = start + hashes + 1
    let multiline = p[i] == 0x0A || p[i] == 0x0D
    while true {
      let b = p[i]
      if (b == 0 && i == bufferEnd) || (!multiline && (b == 0x0A || b == 0x0D)) {
        error(LexerDiagnostics.unterminatedRegex, at: start)
        cursor = i
        return makeToken(.unknown, start)
      }
      i += 1
      if b == 0x5C && p[i] != 0x0A && p[i] != 0x0D && !(p[i] == 0 && i == bufferEnd) {
        i += 1  // an escaped character, `\/` included
      } else if b == 0x2F {
        var j = i
        if Lexer.delimiterMatches(p, &j, hashes: hashes) {
          cursor = j
          error(LexerDiagnostics.regexNotSupported, at: start)
          return makeToken(.unknown, start)
        }
      }
    }
  }

  // MARK: - Comments

  /// `//` to the end of the line (the line break is left for the main loop).
  mutating func skipLineComment(_ p: UnsafePointer<UInt8>) {
    var i = cursor + 1
    while true {
      let b = p[i]
      if b == 0x0A || b == 0x0D { break }
      if b >= 0x80 {
        let (scalar, length) = CharacterClasses.decodeUTF8(p, i)
        if scalar == CharacterClasses.invalidScalar { error(LexerDiagnostics.invalidUTF8, at: i) }
        i += length
        continue
      }
      if b == 0 {
        if i == bufferEnd { break }
        error(LexerDiagnostics.embeddedNul, at: i)
      }
      i += 1
    }
    cursor = i
  }

  /// `/* ... */`, nested. A comment spanning lines puts the next token at the start of a
  /// line.
  mutating func skipBlockComment(_ p: UnsafePointer<UInt8>, start: Int) {
    var i = start + 2
    var depth = 1
    while true {
      let b = p[i]
      i += 1
      switch b {
      case 0x2A:  // *
        if p[i] == 0x2F {
          i += 1
          depth -= 1
          if depth == 0 {
            cursor = i
            return
          }
        }
      case 0x2F:  // /
        if p[i] == 0x2A {
          i += 1
          depth += 1
        }
      case 0x0A, 0x0D:
        atStartOfLine = true
      case 0:
        if i - 1 == bufferEnd {
          cursor = i - 1
          // swiftc points at the end of the last line.
          let eol = cursor > 0 && p[cursor - 1] == 0x0A ? cursor - 1 : cursor
          error(
            LexerDiagnostics.unterminatedBlockComment, at: eol,
            notes: [.note(LexerDiagnostics.blockCommentStart, at: loc(start))])
          return
        }
        error(LexerDiagnostics.embeddedNul, at: i - 1)
      case 0x80...0xFF:
        let (scalar, length) = CharacterClasses.decodeUTF8(p, i - 1)
        if scalar == CharacterClasses.invalidScalar { error(LexerDiagnostics.invalidUTF8, at: i - 1) }
        i += length - 1
      default:
        break
      }
    }
  }

  // MARK: - Identifiers and keywords

  /// Length of the identifier-continuation character at `p[i]`, or 0.
  @inline(__always)
  func identifierContinuationLength(_ p: UnsafePointer<UInt8>, _ i: Int) -> Int {
    characterLength(
      p, i, ascii: CharacterClasses.isASCIIIdentifierContinuation, unicode: CharacterClasses.isIdentifierContinuation)
  }

  /// Length of the identifier-start character at `p[i]`, or 0.
  @inline(__always)
  func identifierStartLength(_ p: UnsafePointer<UInt8>, _ i: Int) -> Int {
    characterLength(p, i, ascii: CharacterClasses.isASCIIIdentifierStart, unicode: CharacterClasses.isIdentifierStart)
  }

  /// Length of the UTF-8 character at `p[i]` when it belongs to a class of characters
  /// (`ascii` tests a one-byte one, `unicode` the scalar of a longer one), or 0 when it
  /// does not or is not valid UTF-8.
  @inline(__always)
  private func characterLength(
    _ p: UnsafePointer<UInt8>, _ i: Int, ascii: (UInt8) -> Bool, unicode: (UInt32) -> Bool
  ) -> Int {
    let b = p[i]
    if b < 0x80 { return ascii(b) ? 1 : 0 }
    let (scalar, length) = CharacterClasses.decodeUTF8(p, i)
    return scalar != CharacterClasses.invalidScalar && unicode(scalar) ? length : 0
  }

  /// An identifier or keyword whose first character ends at `cursor`.
  mutating func lexIdentifier(_ p: UnsafePointer<UInt8>, _ start: Int) -> Token {
    var i = cursor
    while true {
      let b = p[i]
      if CharacterClasses.isASCIIIdentifierContinuation(b) {
        i += 1
      } else if b >= 0x80, case let n = identifierContinuationLength(p, i), n > 0 {
        i += n
      } else {
        break
      }
    }
    cursor = i
    let kind = Keywords.kind(p + start, i - start) ?? .identifier
    return makeToken(kind, start)
  }

  /// `$0` (a dollar identifier), `$` and `$name` (identifiers).
  mutating func lexDollarIdentifier(_ p: UnsafePointer<UInt8>, _ start: Int) -> Token {
    var i = start + 1
    var allDigits = true
    while true {
      if CharacterClasses.isDigit(p[i]) {
        i += 1
      } else if case let n = identifierContinuationLength(p, i), n > 0 {
        allDigits = false
        i += n
      } else {
        break
      }
    }
    cursor = i
    return makeToken(i > start + 1 && allDigits ? .dollarIdentifier : .identifier, start)
  }

  /// `` `name` `` (any identifier, keywords included), `` `$` ``, and raw identifiers
  /// (SE-0451) such as `` `hello world` `` or `` `1st` ``. Anything else makes the
  /// backquote an `.unknown` token of its own.
  mutating func lexEscapedIdentifier(_ p: UnsafePointer<UInt8>, _ start: Int) -> Token {
    var i = start + 1
    let first = identifierStartLength(p, i)
    if first > 0 {
      i += first
      while case let n = identifierContinuationLength(p, i), n > 0 { i += n }
      if p[i] == 0x60 {
        cursor = i + 1
        return makeToken(.identifier, start, escaped: true)
      }
    }
    if p[start + 1] == 0x24 && p[start + 2] == 0x60 {
      cursor = start + 3
      return makeToken(.identifier, start, escaped: true)
    }
    // A raw identifier: printable characters other than '`' and '\' up to a '`' on the
    // same line, neither empty, nor only spaces, nor only operator characters.
    i = start + 1
    var allOperator = true
    var allSpace = true
    var valid = true
    scan: while true {
      let b = p[i]
      if b == 0x60 { break }
      if b < 0x80 {
        if b < 0x20 || b == 0x7F || b == 0x5C {
          valid = false
          break scan
        }
        if b != 0x20 { allSpace = false }
        if !CharacterClasses.isASCIIOperator(b) { allOperator = false }
        i += 1
      } else {
        let (scalar, length) = CharacterClasses.decodeUTF8(p, i)
        if scalar == CharacterClasses.invalidScalar || CharacterClasses.isForbiddenRawIdentifierWhitespace(scalar) {
          valid = false
          break scan
        }
        if scalar != 0x200E && scalar != 0x200F { allSpace = false }
        if !CharacterClasses.isOperatorContinuation(scalar) { allOperator = false }
        i += length
      }
    }
    if valid && i > start + 1 && !allSpace && !allOperator {
      cursor = i + 1
      return makeToken(.identifier, start, escaped: true)
    }
    cursor = start + 1
    error(LexerDiagnostics.invalidBackquote, at: start)
    return makeToken(.unknown, start)
  }
}

/// A NUL-terminated copy of bytes [start, end) of a file, at a fixed address for as long
/// as the object lives (a `Lexer` keeps it alive; copies of a `Lexer` share it).
final class ByteStorage: @unchecked Sendable {
  let p: UnsafePointer<UInt8>

  init(_ bytes: [UInt8], _ start: Int, _ end: Int) {
    let count = end - start
    let m = UnsafeMutablePointer<UInt8>.allocate(capacity: count + 1)
    bytes.withUnsafeBufferPointer { src in
      if count > 0 { m.initialize(from: src.baseAddress! + start, count: count) }
    }
    m[count] = 0
    p = UnsafePointer(m)
  }

  deinit {
    UnsafeMutablePointer(mutating: p).deallocate()
  }
}
