import Basic
import Testing
@testable import Lexer

/// Every lexer diagnostic, with the line:column swiftc reports (checked against swiftc
/// 6.3.1 `-frontend -parse`), and the recovery that follows it.
@Suite struct DiagnosticTests {
  /// (source, expected diagnostics "LINE:COL: message", lexed + decoded as the parser would)
  static let cases: [(String, [String])] = [
    // Raw bytes.
    ("let a = 1\u{1}", ["1:10: invalid character in source file"]),
    ("a \u{7F} b", ["1:3: invalid character in source file"]),
    ("let a = 1 \u{301}x", ["1:11: an identifier cannot begin with this character"]),
    ("let a = “hello”", ["1:9: unicode curly quote found, replace with '\"'", "1:17: unicode curly quote found, replace with '\"'"]),
    ("let a = “hello\"", ["1:9: unicode curly quote found, replace with '\"'"]),
    ("let a = ”", ["1:9: unicode curly quote found, replace with '\"'"]),
    ("let a = \"a\tb\"", ["1:11: unprintable ASCII character found in source file"]),
    ("let a = \"\"\"\n\ta\u{1}b\n\t\"\"\"", ["2:3: unprintable ASCII character found in source file"]),
    // Comments.
    ("let a = x /* abc", ["1:17: unterminated '/*' comment"]),
    ("/* abc\n/* def */\n", ["2:10: unterminated '/*' comment"]),
    ("/* /* */", ["1:9: unterminated '/*' comment"]),
    ("a */ b", ["1:3: unexpected end of block comment"]),
    // Operators and backquotes.
    ("a =b", ["1:3: '=' must have consistent whitespace on both sides"]),
    ("a. b", ["1:2: extraneous whitespace after '.' is not permitted"]),
    ("a.", ["1:2: expected member name following '.'"]),
    ("let ` = 1", ["1:5: expected an identifier between backquotes"]),
    // Strings: structure.
    ("let a = \"abc\nlet b = 1", ["1:9: unterminated string literal"]),
    ("let a = \"abc", ["1:9: unterminated string literal"]),
    ("let a = \"\"\"\n  abc\n", ["1:9: unterminated string literal"]),
    ("let a = \"a\\(b\"\n", ["1:9: unterminated string literal", "1:12: cannot find ')' to match opening '(' in string interpolation"]),
    ("let a = \"\\(1 +\n2)\"\n", [
      "1:9: unterminated string literal", "1:11: cannot find ')' to match opening '(' in string interpolation",
      "2:3: unterminated string literal",
    ]),
    ("let a = \"\\(1 // )\"\n", ["1:9: unterminated string literal", "1:11: cannot find ')' to match opening '(' in string interpolation"]),
    ("let a = \"\\(1 /* \n */)\"\n", [
      "1:9: unterminated string literal", "1:11: cannot find ')' to match opening '(' in string interpolation",
      "2:5: unterminated string literal",
    ]),
    ("let a = \"\"\"\n\\( \"abc\n)\n\"\"\"\n", ["2:2: cannot find ')' to match opening '(' in string interpolation", "2:8: unterminated string literal"]),
    ("let a = \"\"\"\n  \\(1\n  \"\"\"\n", ["1:9: unterminated string literal", "2:4: cannot find ')' to match opening '(' in string interpolation"]),
    ("let last = 'Lovelace'", ["1:12: single-quoted string literal found, use '\"'"]),
    ("let a = \"\"\"abc\n\"\"\"", ["1:12: multi-line string literal content must begin on a new line"]),
    ("let a = \"\"\"  \n  abc\n  \"\"\"", ["1:12: multi-line string literal content must begin on a new line"]),
    ("let a = \"\"\"\nabc\"\"\"", ["2:4: multi-line string literal closing delimiter must begin on a new line"]),
    ("let a = #\"abc\"##", ["1:16: too many '#' characters in closing delimiter"]),
    ("let a = \"\"\"\"\"\"", ["1:12: multi-line string literal content must begin on a new line"]),
    ("let a = \"\"\"  \"\"\"", ["1:12: multi-line string literal content must begin on a new line"]),
    // Regex literals.
    ("let a = #/a+b/# + 1", ["1:9: regex literals are not supported"]),
    ("let a = ##/a/#b/##", ["1:9: regex literals are not supported"]),
    ("let a = #/\n  a\n  /#", ["1:9: regex literals are not supported"]),
    ("let a = #/*x\n\nlet b = 1", ["1:9: unterminated regex literal"]),
    // Strings: contents.
    ("let a = \"\\q\"", ["1:11: invalid escape sequence in literal"]),
    ("let a = \"\\ \"", ["1:11: invalid escape sequence in literal"]),
    ("let a = \"\\u12\"", ["1:11: expected hexadecimal code in braces after unicode escape"]),
    ("let a = \"\\u{}\"", ["1:14: \\u{...} escape sequence expects between 1 and 8 hex digits"]),
    ("let a = \"\\u{123456789}\"", ["1:23: \\u{...} escape sequence expects between 1 and 8 hex digits"]),
    ("let a = \"\\u{D800}\"", ["1:10: invalid unicode scalar"]),
    ("let a = \"\\u{110000}\"", ["1:10: invalid unicode scalar"]),
    ("let a = \"\\u{12\"", ["1:15: expected '}' in \\u{...} escape sequence"]),
    ("let a = #\"a\\##nb\"#", ["1:14: too many '#' characters in delimited escape"]),
    ("let a = \"\"\"\n  abc \\\n  \"\"\"\n", ["2:7: escaped newline at the last line is not allowed"]),
    ("let a = \"\"\"\n  abc \\\\\n  \"\"\"\n", []),
    ("let a = \"\"\"\n  abc\n \n  \"\"\"\n", ["3:2: insufficient indentation of line in multi-line string literal"]),
    ("let a = \"\"\"\n  abc\n def\n  \"\"\"\n", ["3:2: insufficient indentation of line in multi-line string literal"]),
    ("let a = \"\"\"\n  abc\n\tdef\n  \"\"\"\n", ["3:1: unexpected tab in indentation of line in multi-line string literal"]),
    ("let a = \"\"\"\n\ta\n  b\n\t\"\"\"\n", ["3:1: unexpected space in indentation of line in multi-line string literal"]),
    ("let a = \"\"\"\n    a\n  b\n  c\n    d\n  e\n    \"\"\"\n", [
      "3:3: insufficient indentation of next 2 lines in multi-line string literal",
      "6:3: insufficient indentation of line in multi-line string literal",
    ]),
    ("let a = \"\"\"\n  a\n \tb\n \tc\n  \"\"\"\n", ["3:2: unexpected tab in indentation of next 2 lines in multi-line string literal"]),
    ("let a = \"\"\"\n  \\(1 +\n2)\n  \"\"\"\n", ["3:1: insufficient indentation of line in multi-line string literal"]),
    ("let a = \"\"\"\n  a\n\n  \n   \n  \"\"\"\n", []),
  ]

  /// Lexes, then decodes every string literal, as the parser would.
  static func diagnose(_ source: String) -> [String] {
    let l = Lexed(source)
    for (i, token) in l.tokens.enumerated() where token.kind == .stringLiteral { _ = l.segments(i) }
    return l.errors
  }

  @Test(arguments: cases)
  func diagnostic(_ source: String, _ expected: [String]) {
    #expect(Self.diagnose(source) == expected, "\(source)")
  }

  @Test func invalidUTF8IsSkipped() {
    let l = Lexed(bytes: Array("let a".utf8) + [0xFF, 0x80] + Array(" = 1 // x".utf8) + [0xC3] + Array("\n\"".utf8) + [0xE0, 0x80] + Array("\"".utf8))
    #expect(l.kinds == [.kwLet, .identifier, .equal, .integerLiteral, .stringLiteral])
    #expect(l.errors == ["1:6: invalid UTF-8 found in source file", "1:17: invalid UTF-8 found in source file", "2:2: invalid UTF-8 found in source file"])
    // A surrogate and a too-large scalar are invalid too.
    #expect(Lexed(bytes: [0xED, 0xA0, 0x80, 0x20, 0xF4, 0x90, 0x80, 0x80]).errors.count == 2)
  }

  @Test func nulIsAnErrorAndSkipped() {
    let l = Lexed(bytes: Array("let a".utf8) + [0] + Array(" = 1 // \0\n\"a\0b\"".utf8))
    #expect(l.kinds == [.kwLet, .identifier, .equal, .integerLiteral, .stringLiteral])
    #expect(l.errors == [
      "1:6: nul character embedded in middle of file", "1:15: nul character embedded in middle of file",
      "2:3: nul character embedded in middle of file",
    ])
    // NUL counts as whitespace before an operator.
    #expect(Lexed(bytes: [0x61, 0, 0x2D, 0x62]).kinds == [.identifier, .prefixOperator, .identifier])
  }

  @Test func nonBreakingSpaceIsAWarning() {
    let l = Lexed("let a\u{A0}\u{A0}= 1")
    #expect(l.kinds == [.kwLet, .identifier, .equal, .integerLiteral])
    #expect(l.errors.isEmpty)
    #expect(l.messages == ["1:6: warning: non-breaking space (U+00A0) used instead of regular space"])
  }

  @Test func notesPointBack() {
    let l = Lexed("a /* b\n c")
    let d = l.diagnostics.diagnostics[0]
    #expect(d.notes.map(\.message) == ["comment started here"])
    #expect(d.notes[0].loc.offset == 2)
    let m = Lexed("let a = \"\"\"\n    a\n  b\n    \"\"\"")
    _ = m.segments(3)
    let indent = m.diagnostics.diagnostics[0]
    #expect(indent.notes.map(\.message) == ["change indentation of this line to match closing delimiter", "should match space here"])
    #expect(m.file.lineAndColumn(Int(indent.notes[1].loc.offset)) == (4, 3))
  }

  @Test func regexLiteralIsOneUnknownToken() {
    #expect(Lexed("x = #/a\\/b/# + 1").pairs == ["identifier x", "equal =", "unknown #/a\\/b/#", "oper_binary_spaced +", "integer_literal 1"])
    #expect(Lexed("#/a\nb").pairs == ["unknown #/a", "identifier b"])
  }

  @Test func unknownTokensCoverTheBadText() {
    let l = Lexed("let a = \"abc\nlet b = 120km + 0x1.8")
    #expect(l.pairs == [
      "kw_let let", "identifier a", "equal =", "unknown \"abc", "kw_let let", "identifier b", "equal =",
      "unknown 120km", "oper_binary_spaced +", "unknown 0x1.8",
    ])
    #expect(l.tokens[4].isAtStartOfLine)
  }

  @Test func errorsAreCappedByTheEngine() {
    let manager = SourceManager()
    let file = manager.addFile(name: "t.swift", contents: Array(repeating: 1, count: 100))
    let engine = DiagnosticEngine(sourceManager: manager, maxErrors: 5)
    let tokens = Lexer.tokenize(file, diagnostics: engine)
    #expect(tokens.count == 101)
    #expect(engine.errorCount == 5 && engine.isCapped)
  }
}
