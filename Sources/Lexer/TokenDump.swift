import Basic

extension SourceFile {
  /// The source text of a token: an identifier's name (without the backquotes of
  /// `` `class` ``), an operator's spelling, a literal as written (a string literal with
  /// its quotes and escapes undecoded; use `Lexer.stringSegments` for its value).
  public func text(of token: Token) -> String {
    var range = token.range
    if token.isEscapedIdentifier && token.length >= 2 {
      range.start = range.start.advanced(by: 1)
      range.end = range.end.advanced(by: -1)
    }
    return text(range)
  }
}

/// What `miniswiftc -dump-tokens` prints: one token per line,
///
///     <kind> "<text>" range=[<file>:<line>:<col> - line:<line>:<col>][ at_start_of_line][ escaped]
///
/// - kind: the `TokenKind` raw value (swiftc's names: `identifier`, `kw_let`,
///   `oper_binary_spaced`, `string_literal`, `eof`, ...);
/// - text: the token's source text (backquotes included) with `\` `"` and control
///   characters escaped (`\\ \" \n \r \t`, others `\u{XX}`);
/// - range: the first and the last character (inclusive, as swiftc's dumps print a
///   range), 1-based line and byte column; an empty token (`eof`) prints its position
///   twice;
/// - `at_start_of_line` when a line break (or the file's start) precedes the token,
///   `escaped` for a backquoted identifier.
///
/// Example, for `let x = 1`:
///
///     kw_let "let" range=[a.swift:1:1 - line:1:3] at_start_of_line
///     identifier "x" range=[a.swift:1:5 - line:1:5]
///     equal "=" range=[a.swift:1:7 - line:1:7]
///     integer_literal "1" range=[a.swift:1:9 - line:1:9]
///     eof "" range=[a.swift:1:10 - line:1:10]
public func dumpTokens(_ tokens: [Token], file: SourceFile) -> String {
  var out = ""
  for token in tokens {
    let start = Int(token.range.start.offset)
    let end = Int(token.range.end.offset)
    let last = end > start ? lastCharacterStart(file, before: end, notBefore: start) : start
    let (l1, c1) = file.lineAndColumn(start)
    let (l2, c2) = file.lineAndColumn(last)
    out += token.kind.rawValue
    out += " \""
    out += escapeForDump(file.text(token.range))
    out += "\" range=[\(file.name):\(l1):\(c1) - line:\(l2):\(c2)]"
    if token.isAtStartOfLine { out += " at_start_of_line" }
    if token.isEscapedIdentifier { out += " escaped" }
    out += "\n"
  }
  return out
}

/// The offset of the first byte of the character that ends at `end`.
private func lastCharacterStart(_ file: SourceFile, before end: Int, notBefore start: Int) -> Int {
  var i = end - 1
  while i > start && file.bytes[i] & 0xC0 == 0x80 { i -= 1 }
  return i
}

private func escapeForDump(_ text: String) -> String {
  text.escaped { scalar in
    Escape.common(scalar)
      ?? (scalar.value < 0x20 || scalar.value == 0x7F ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : nil)
  }
}
