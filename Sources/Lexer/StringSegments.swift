import Basic

/// Decoding a string literal token into its segments: literal text with the escapes
/// decoded, and the source ranges of the interpolated expressions.
///
/// Escapes: `\0 \\ \t \n \r \" \'` and `\u{1-8 hex digits}` (a Unicode scalar). In a raw
/// string `#"..."#` an escape is written `\#n` and an interpolation `\#(x)`; a lone `\`
/// is itself. Multi-line literals (`"""`): the line break after the opening delimiter and
/// the one before the closing delimiter are not part of the value, the closing
/// delimiter's indentation is removed from every line (lines indented less are an
/// error; empty lines are fine), `\` at the end of a line joins it with the next, and
/// line breaks (`\r\n`, `\r`) become `\n`.
extension Lexer {
  /// Splits a `.stringLiteral` token into literal text (escapes decoded) and interpolation
  /// ranges, in source order, and reports bad escapes and bad multi-line indentation to
  /// `diagnostics` (in swiftc's words, at swiftc's places).
  ///
  /// Empty text between or around interpolations is left out, but a literal without
  /// interpolations always gives exactly one `.text` (`""` gives `.text("", ...)`). A
  /// text's range is the source it was decoded from; an interpolation's range is the
  /// expression between `\(` and `)`, ready for `Lexer(file:diagnostics:start:end:)`.
  /// Any other token kind gives `[]`.
  public static func stringSegments(
    of token: Token, in file: SourceFile, diagnostics: DiagnosticEngine
  ) -> [StringSegment] {
    let start = Int(token.range.start.offset)
    let end = Int(token.range.end.offset)
    guard token.kind == .stringLiteral, token.range.start.file == file.id, start < end, end <= file.count else {
      return []
    }
    return file.bytes.withUnsafeBufferPointer { buf in
      var decoder = StringLiteralDecoder(p: buf.baseAddress!, file: file, diagnostics: diagnostics)
      return decoder.segments(start, end)
    }
  }
}

/// The work of `Lexer.stringSegments`, over the file's NUL-terminated bytes.
struct StringLiteralDecoder {
  let p: UnsafePointer<UInt8>
  let file: SourceFile
  let diagnostics: DiagnosticEngine
  var hashes = 0
  var multiline = false
  /// File offsets of the closing delimiter's indentation (empty when not multi-line).
  var indentStart = 0
  var indentEnd = 0

  init(p: UnsafePointer<UInt8>, file: SourceFile, diagnostics: DiagnosticEngine) {
    self.p = p
    self.file = file
    self.diagnostics = diagnostics
  }

  func error(_ message: String, at i: Int, notes: [Diagnostic] = []) {
    diagnostics.error(message, at: file.loc(i), notes: notes)
  }

  func range(_ a: Int, _ b: Int) -> SourceRange {
    SourceRange(start: file.loc(a), end: file.loc(b))
  }

  mutating func segments(_ start: Int, _ end: Int) -> [StringSegment] {
    var i = start
    while p[i] == 0x23 { i += 1 }
    hashes = i - start
    let quote = p[i]
    guard quote == 0x22 || quote == 0x27 else { return [] }
    i += 1
    if quote == 0x22, let j = Lexer.multilineDelimiterEnd(p, i, hashes: hashes, opening: true, end: file.count) {
      multiline = true
      i = j
    }
    let contentStart = i
    let contentEnd = end - hashes - (multiline ? 3 : 1)
    guard contentEnd >= contentStart else { return [.text("", range(start, end))] }

    // Split at the interpolations.
    var pieces: [(interpolation: Bool, start: Int, end: Int)] = []
    var textStart = contentStart
    i = contentStart
    while i < contentEnd {
      if p[i] != 0x5C {
        i += 1
        continue
      }
      var j = i + 1
      if !Lexer.delimiterMatches(p, &j, hashes: hashes) {
        i += 1
        continue
      }
      if p[j] == 0x28 {
        let close = Lexer.scanInterpolation(p, from: j + 1, end: file.count, multiline: multiline)
        guard p[close] == 0x29, close < contentEnd else { break }  // not from the lexer
        pieces.append((false, textStart, i))
        pieces.append((true, j + 1, close))
        i = close + 1
        textStart = i
        continue
      }
      let e = p[j]
      i = e == 0x0A || e == 0x0D || e == 0 ? j : j + 1
    }
    pieces.append((false, textStart, contentEnd))

    if multiline { checkIndentation(contentStart, contentEnd) }

    var result: [StringSegment] = []
    let hasInterpolation = pieces.count > 1
    for (n, piece) in pieces.enumerated() {
      if piece.interpolation {
        result.append(.interpolation(range(piece.start, piece.end)))
        continue
      }
      let text = decode(piece.start, piece.end, isFirst: n == 0, isLast: n == pieces.count - 1)
      if text.isEmpty && hasInterpolation { continue }
      result.append(.text(text, range(piece.start, piece.end)))
    }
    return result
  }

  // MARK: - Multi-line indentation

  /// Finds the closing delimiter's indentation, and reports lines indented less (or
  /// differently) and an escaped line break before the closing delimiter.
  mutating func checkIndentation(_ contentStart: Int, _ contentEnd: Int) {
    var k = contentEnd
    while k > contentStart && (p[k - 1] == 0x20 || p[k - 1] == 0x09) { k -= 1 }
    guard k > contentStart, p[k - 1] == 0x0A || p[k - 1] == 0x0D else { return }  // reported by the lexer
    indentStart = k
    indentEnd = contentEnd

    // `\` at the end of the last content line would join it with the delimiter's line.
    if hashes == 0 {
      var q = k - 1
      if p[q] == 0x0A && q > contentStart { q -= 1 }
      if p[q] == 0x0D && q > contentStart { q -= 1 }
      while q > contentStart && (p[q] == 0x20 || p[q] == 0x09) { q -= 1 }
      if p[q] == 0x5C {
        var backslashes = 1
        var r = q - 1
        while r >= contentStart && p[r] == 0x5C {
          backslashes += 1
          r -= 1
        }
        if backslashes % 2 == 1 { error(LexerDiagnostics.escapedNewlineAtLastLine, at: q) }
      }
    }

    let indentLength = indentEnd - indentStart
    if indentLength == 0 { return }
    // Runs of consecutive (non-blank) lines with the same first mismatch are reported
    // together, as swiftc does.
    var runLines: [Int] = []
    var runOffset = -1
    var i = contentStart
    while i < contentEnd {
      if p[i] != 0x0A {
        i += 1
        continue
      }
      let lineStart = i + 1
      i += 1
      if lineStart >= contentEnd || p[lineStart] == 0x0A || p[lineStart] == 0x0D { continue }  // blank
      var offset = 0
      while offset < indentLength && lineStart + offset < contentEnd
        && p[lineStart + offset] == p[indentStart + offset]
      {
        offset += 1
      }
      if offset == indentLength {
        reportIndentation(runLines, runOffset)
        runLines = []
        continue
      }
      if offset == runOffset && !runLines.isEmpty {
        runLines.append(lineStart)
        continue
      }
      reportIndentation(runLines, runOffset)
      runLines = [lineStart]
      runOffset = offset
    }
    reportIndentation(runLines, runOffset)
  }

  func reportIndentation(_ lines: [Int], _ offset: Int) {
    guard let first = lines.first else { return }
    let actual = p[first + offset]
    let mistake: LexerDiagnostics.IndentMistake =
      actual == 0x20 ? .unexpectedSpace : actual == 0x09 ? .unexpectedTab : .insufficient
    let at = first + offset
    error(
      LexerDiagnostics.multilineIndent(mistake, lines: lines.count), at: at,
      notes: [
        .note(LexerDiagnostics.multilineIndentChangeLines(lines.count), at: file.loc(at)),
        .note(
          LexerDiagnostics.multilineIndentShouldMatch(tab: p[indentStart + offset] == 0x09),
          at: file.loc(indentStart + offset)),
      ])
  }

  // MARK: - Escapes

  /// Decodes the text [a, b) of the literal.
  func decode(_ a: Int, _ b: Int, isFirst: Bool, isLast: Bool) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(b - a)
    let indentLength = indentEnd - indentStart
    var escapedNewline = false
    var i = a
    while i < b {
      let c = p[i]
      i += 1
      if multiline && (c == 0x0A || c == 0x0D) {
        var strip = escapedNewline || (isFirst && i - 1 == a)
        if c == 0x0D && i < b && p[i] == 0x0A { i += 1 }
        if i < b && p[i] != 0x0A && p[i] != 0x0D {
          var k = 0
          while k < indentLength && i < b && (p[i] == 0x20 || p[i] == 0x09) {
            i += 1
            k += 1
          }
        }
        if isLast && i == b { strip = true }
        if !strip { out.append(0x0A) }
        escapedNewline = false
        continue
      }
      if c != 0x5C || !Lexer.delimiterMatches(p, &i, hashes: hashes) {
        out.append(c)
        continue
      }
      let escapeStart = i - 1 - hashes
      if hashes > 0 && p[i] == 0x23 {
        error(LexerDiagnostics.tooManyEscapeHashes, at: i)
        while p[i] == 0x23 { i += 1 }
      }
      let e = p[i]
      switch e {
      case 0x30: out.append(0)  // \0
      case 0x6E: out.append(0x0A)  // \n
      case 0x72: out.append(0x0D)  // \r
      case 0x74: out.append(0x09)  // \t
      case 0x22, 0x27, 0x5C: out.append(e)  // \" \' \\
      case 0x75:  // \u{...}
        i += 1
        if let scalar = unicodeEscape(&i, escapeStart: escapeStart) {
          appendUTF8(scalar, to: &out)
        }
        continue
      default:
        if multiline && (e == 0x20 || e == 0x09 || e == 0x0A || e == 0x0D) {
          // `\` then optional spaces and a line break: the line break is left out.
          var k = i
          while p[k] == 0x20 || p[k] == 0x09 { k += 1 }
          if p[k] == 0x0A || p[k] == 0x0D {
            escapedNewline = true
            i = k
            continue
          }
        }
        error(LexerDiagnostics.invalidEscape, at: i)
        // Skip a plausible escape character.
        if (e >= 0x30 && e <= 0x39) || ((e | 0x20) >= 0x61 && (e | 0x20) <= 0x7A) { i += 1 }
        continue
      }
      i += 1
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// `{hex}` after `\u`, starting at `i`; leaves `i` after what it consumed.
  func unicodeEscape(_ i: inout Int, escapeStart: Int) -> UInt32? {
    if p[i] != 0x7B {
      error(LexerDiagnostics.unicodeEscapeBraces, at: i - 1)
      return nil
    }
    i += 1
    let digitsStart = i
    var value: UInt64 = 0
    while CharacterClasses.isHexDigit(p[i]) {
      let d = p[i]
      let digit = d <= 0x39 ? d - 0x30 : (d | 0x20) - 0x61 + 10
      if value < 1 << 40 { value = value << 4 | UInt64(digit) }
      i += 1
    }
    if p[i] != 0x7D {
      error(LexerDiagnostics.unicodeEscapeRBrace, at: i)
      return nil
    }
    i += 1
    let count = i - 1 - digitsStart
    if count < 1 || count > 8 {
      error(LexerDiagnostics.unicodeEscapeDigits, at: i)
      return nil
    }
    if value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF) {
      error(LexerDiagnostics.invalidUnicodeScalar, at: escapeStart)
      return nil
    }
    return UInt32(value)
  }

  func appendUTF8(_ v: UInt32, to out: inout [UInt8]) {
    switch v {
    case 0..<0x80:
      out.append(UInt8(v))
    case 0x80..<0x800:
      out.append(UInt8(0xC0 | v >> 6))
      out.append(UInt8(0x80 | v & 0x3F))
    case 0x800..<0x10000:
      out.append(UInt8(0xE0 | v >> 12))
      out.append(UInt8(0x80 | (v >> 6) & 0x3F))
      out.append(UInt8(0x80 | v & 0x3F))
    default:
      out.append(UInt8(0xF0 | v >> 18))
      out.append(UInt8(0x80 | (v >> 12) & 0x3F))
      out.append(UInt8(0x80 | (v >> 6) & 0x3F))
      out.append(UInt8(0x80 | v & 0x3F))
    }
  }
}
