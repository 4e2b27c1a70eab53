/// Lexing a string literal as one token: `"..."`, `"""` multi-line `"""`, raw strings
/// `#"..."#` (any number of `#`), and `'...'` (an error, but lexed as a string so the
/// parser can go on). Interpolations `\( ... )` are skipped by a small scanner that
/// knows about nested parentheses, nested string literals (which may interpolate in
/// turn) and comments, as swiftc's `skipToEndOfInterpolatedExpression`; the parser
/// relexes the expression inside with a sub-range `Lexer`.
///
/// Reported here: unterminated literals and interpolations, single quotes, content on
/// the line of an opening `"""` or before a closing one, too many closing `#`, and bad
/// bytes inside the literal (invalid UTF-8, NUL, control characters other than a tab
/// in a multi-line literal). Escapes and indentation are checked by `stringSegments`.
extension Lexer {
  /// If `p[i - 1]` is a `"` and `p[i]`, `p[i + 1]` are too, the index after them.
  /// For an opening delimiter of a raw string, `#"""#` on one line is a one-line string
  /// containing a quote, not a multi-line delimiter.
  @inline(__always)
  static func multilineDelimiterEnd(
    _ p: UnsafePointer<UInt8>, _ i: Int, hashes: Int, opening: Bool, end: Int
  ) -> Int? {
    guard p[i] == 0x22 && p[i + 1] == 0x22 else { return nil }
    if opening && hashes > 0 {
      var j = i + 1
      while p[j] != 0x0A && p[j] != 0x0D && !(p[j] == 0 && j == end) {
        if p[j] == 0x22 {
          j += 1
          if delimiterMatches(p, &j, hashes: hashes) { return nil }
        } else {
          j += 1
        }
      }
    }
    return i + 2
  }

  /// True if at least `hashes` `#` follow at `i`; then moves `i` past exactly `hashes`.
  @inline(__always)
  static func delimiterMatches(_ p: UnsafePointer<UInt8>, _ i: inout Int, hashes: Int) -> Bool {
    if hashes == 0 { return true }
    var n = 0
    while n < hashes && p[i + n] == 0x23 { n += 1 }
    if n < hashes { return false }
    i += hashes
    return true
  }

  /// Scans the expression of an interpolation, from `i` (just after its `(`). Returns the
  /// index of the `)` that closes it, or, when there is none, of where the scan gave up:
  /// a line break the enclosing literal does not allow, a comment that cannot be in it,
  /// or `end`. So the scan succeeded exactly when `p[result] == ')'`.
  static func scanInterpolation(
    _ p: UnsafePointer<UInt8>, from i: Int, end: Int, multiline outerMultiline: Bool
  ) -> Int {
    // Open delimiters, innermost last: the byte ('(' or the quote), bit 8 set when line
    // breaks are allowed at this level, the number of '#' from bit 16.
    var stack: [UInt32] = []
    let paren: UInt32 = 0x28
    var i = i

    @inline(__always) func inString() -> Bool {
      if let top = stack.last { return top & 0xFF != paren }
      return false
    }
    @inline(__always) func allowsNewline() -> Bool {
      if let top = stack.last { return top & 0x100 != 0 }
      return outerMultiline
    }
    @inline(__always) func openString(_ quote: UInt8, _ hashes: Int) {
      var multiline = false
      if quote == 0x22, let j = multilineDelimiterEnd(p, i, hashes: hashes, opening: true, end: end) {
        multiline = true
        i = j
      }
      stack.append(UInt32(quote) | (multiline ? 0x100 : 0) | UInt32(truncatingIfNeeded: hashes) << 16)
    }

    while true {
      let c = p[i]
      i += 1
      switch c {
      case 0x0A, 0x0D:
        if !allowsNewline() { return i - 1 }
      case 0:
        if i - 1 == end { return i - 1 }
      case 0x23:  // #
        if inString() { continue }
        var j = i
        while p[j] == 0x23 { j += 1 }
        if p[j] != 0x22 { continue }
        let hashes = j - i + 1
        i = j + 1
        openString(0x22, hashes)
      case 0x22, 0x27:  // " '
        guard let top = stack.last, top & 0xFF != paren else {
          openString(c, 0)
          continue
        }
        if top & 0xFF != UInt32(c) { continue }  // `"it's"`
        var j = i
        if top & 0x100 != 0 {
          guard let k = multilineDelimiterEnd(p, j, hashes: 0, opening: false, end: end) else { continue }
          j = k
        }
        if !delimiterMatches(p, &j, hashes: Int(top >> 16)) { continue }
        i = j
        stack.removeLast()
      case 0x5C:  // backslash
        guard let top = stack.last, top & 0xFF != paren else { continue }
        var j = i
        if !delimiterMatches(p, &j, hashes: Int(top >> 16)) { continue }
        switch p[j] {
        case 0x28:  // an interpolation inside the nested string
          i = j + 1
          stack.append(paren | (top & 0x100))
        case 0x0A, 0x0D, 0:
          i = j
        default:
          i = j + 1
        }
      case 0x28:  // (
        if !inString() { stack.append(paren | (allowsNewline() ? 0x100 : 0)) }
      case 0x29:  // )
        guard let top = stack.last else { return i - 1 }
        if top & 0xFF == paren { stack.removeLast() }
      case 0x2F:  // /
        if inString() { continue }
        if p[i] == 0x2A {
          let commentStart = i - 1
          var depth = 1
          var sawNewline = false
          i += 1
          while depth > 0 {
            let b = p[i]
            i += 1
            if b == 0x2A && p[i] == 0x2F {
              depth -= 1
              i += 1
            } else if b == 0x2F && p[i] == 0x2A {
              depth += 1
              i += 1
            } else if b == 0x0A || b == 0x0D {
              sawNewline = true
            } else if b == 0 && i - 1 == end {
              return i - 1
            }
          }
          if sawNewline && !allowsNewline() { return commentStart }
        } else if p[i] == 0x2F {
          if !allowsNewline() { return i - 1 }
          while p[i] != 0x0A && p[i] != 0x0D && !(p[i] == 0 && i == end) { i += 1 }
        }
      default:
        continue
      }
    }
  }

  /// The string literal starting at `start`; `cursor` is just after its opening quote
  /// (and its `hashes` leading `#`).
  mutating func lexStringLiteral(_ p: UnsafePointer<UInt8>, _ start: Int, hashes: Int) -> Token {
    let quote = p[cursor - 1]
    var i = cursor
    var erroneous = false
    var multiline = false
    if quote == 0x22, let j = Lexer.multilineDelimiterEnd(p, i, hashes: hashes, opening: true, end: bufferEnd) {
      multiline = true
      i = j
      if p[i] != 0x0A && p[i] != 0x0D { error(LexerDiagnostics.multilineStringStart, at: i) }
    }
    let contentStart = i
    var closingQuote = 0
    while true {
      let b = p[i]
      if b >= 0x20 && b < 0x7F && b != 0x5C && b != quote {
        i += 1
        continue
      }
      if b == 0x5C {  // backslash
        var j = i + 1
        if !Lexer.delimiterMatches(p, &j, hashes: hashes) {
          i += 1  // a plain backslash in a raw string
          continue
        }
        if p[j] == 0x28 {  // \(
          let close = Lexer.scanInterpolation(p, from: j + 1, end: bufferEnd, multiline: multiline)
          if p[close] == 0x29 {
            i = close + 1
            continue
          }
          error(LexerDiagnostics.unterminatedInterpolation, at: j)
          if multiline && (p[close] == 0x0A || p[close] == 0x0D) {
            // A one-line string inside the interpolation ran into the line break: the
            // multi-line literal itself may still end properly.
            error(LexerDiagnostics.unterminatedString, at: close)
            erroneous = true
            i = close
            continue
          }
          error(LexerDiagnostics.unterminatedString, at: start)
          cursor = close
          return makeToken(.unknown, start)
        }
        // An escape: skip the escaped character, unless it is a line break or the end
        // (left for this loop) or non-ASCII (validated by this loop).
        let e = p[j]
        i = e == 0x0A || e == 0x0D || e == 0 || e >= 0x80 ? j : j + 1
        continue
      }
      if b == quote {
        var j = i + 1
        if multiline {
          guard let k = Lexer.multilineDelimiterEnd(p, j, hashes: hashes, opening: false, end: bufferEnd) else {
            i = j
            continue
          }
          j = k
        }
        if !Lexer.delimiterMatches(p, &j, hashes: hashes) {
          i += 1
          continue
        }
        if hashes > 0 && p[j] == 0x23 { error(LexerDiagnostics.tooManyClosingHashes, at: j) }
        closingQuote = i
        i = j
        break
      }
      if b == 0x0A || b == 0x0D {
        if !multiline {
          error(LexerDiagnostics.unterminatedString, at: start)
          cursor = i
          return makeToken(.unknown, start)
        }
        i += 1
        continue
      }
      if b == 0 {
        if i == bufferEnd {
          error(LexerDiagnostics.unterminatedString, at: start)
          cursor = i
          return makeToken(.unknown, start)
        }
        error(LexerDiagnostics.embeddedNul, at: i)
        i += 1
        continue
      }
      if b >= 0x80 {
        let (scalar, length) = CharacterClasses.decodeUTF8(p, i)
        if scalar == CharacterClasses.invalidScalar { error(LexerDiagnostics.invalidUTF8, at: i) }
        i += length
        continue
      }
      // Control characters; a tab is fine in a multi-line literal only.
      if !(multiline && b == 0x09) { error(LexerDiagnostics.unprintableASCII, at: i) }
      i += 1
    }
    cursor = i

    if multiline && !erroneous {
      // The closing delimiter must be alone on its line (after indentation), unless the
      // literal is empty or only blanks (`""""""` gets just the error about its start).
      var k = closingQuote - 1
      while k >= contentStart && (p[k] == 0x20 || p[k] == 0x09) { k -= 1 }
      if k >= contentStart && p[k] != 0x0A && p[k] != 0x0D {
        error(LexerDiagnostics.multilineStringEnd, at: k + 1)
      }
    }
    if quote == 0x27 { error(LexerDiagnostics.singleQuoteString, at: start) }
    return makeToken(erroneous ? .unknown : .stringLiteral, start)
  }
}
