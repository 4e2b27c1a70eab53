import Basic
import Testing
@testable import Lexer

@Suite struct StringLiteralTests {
  @Test func simpleStringIsOneToken() {
    let l = Lexed(#"let s = "hello, world""#)
    #expect(l.kinds == [.kwLet, .identifier, .equal, .stringLiteral])
    #expect(l.texts[3] == #""hello, world""#)
    #expect(l.segmentSummary(3) == ["text(hello, world)"])
    #expect(l.errors.isEmpty)
  }

  @Test func emptyString() {
    let l = Lexed(#""""#)
    #expect(l.kinds == [.stringLiteral])
    #expect(l.segments() == [.text("", SourceRange(start: l.file.loc(1), end: l.file.loc(1)))])
  }

  @Test func escapes() {
    let l = Lexed(#""a\0b\\c\td\ne\rf\"g\'h\u{41}\u{1F600}\u{e9}""#)
    #expect(l.kinds == [.stringLiteral])
    #expect(l.segmentSummary() == ["text(a\0b\\c\td\ne\rf\"g'hA😀é)"])
    #expect(l.errors.isEmpty)
  }

  @Test func textRangeIsTheSource() {
    let l = Lexed(#"x = "ab\n""#)
    guard case .text(let text, let range) = l.segments(2)[0] else {
      Issue.record("expected text")
      return
    }
    #expect(text == "ab\n")
    #expect(range.start.offset == 5 && range.end.offset == 9)
  }

  @Test func interpolation() {
    let l = Lexed(#""a \(x) b \(y + 1)""#)
    #expect(l.kinds == [.stringLiteral])
    #expect(l.segmentSummary() == ["text(a )", "interp(x)", "text( b )", "interp(y + 1)"])
    #expect(Lexed(#""\(x)""#).segmentSummary() == ["interp(x)"])
    #expect(Lexed(#""\(a)\(b)""#).segmentSummary() == ["interp(a)", "interp(b)"])
  }

  @Test func nestedInterpolation() {
    let l = Lexed(#"print("outer \(f("inner \(g(1, (2)))")) \("it's") done")"#)
    #expect(l.kinds == [.identifier, .leftParen, .stringLiteral, .rightParen])
    #expect(
      l.segmentSummary(2) == [
        "text(outer )", #"interp(f("inner \(g(1, (2)))"))"#, "text( )", #"interp("it's")"#, "text( done)",
      ])
    // Relex the first interpolation and decode its string in turn.
    guard case .interpolation(let r) = l.segments(2)[1] else { return }
    let inner = Lexer.tokenize(l.file, diagnostics: l.diagnostics, start: Int(r.start.offset), end: Int(r.end.offset))
    #expect(inner.map(\.kind) == [.identifier, .leftParen, .stringLiteral, .rightParen, .eof])
    let segs = Lexer.stringSegments(of: inner[2], in: l.file, diagnostics: l.diagnostics)
    #expect(segs.count == 2)
    if case .interpolation(let r2) = segs[1] { #expect(l.file.text(r2) == "g(1, (2))") }
    #expect(l.errors.isEmpty)
  }

  @Test func interpolationSkipsParensInStringsAndComments() {
    #expect(Lexed(#""\(")")""#).segmentSummary() == [#"interp(")")"#])
    #expect(Lexed(#""\(1 /* ) */)""#).segmentSummary() == ["interp(1 /* ) */)"])
    #expect(Lexed(#""\((1))x""#).segmentSummary() == ["interp((1))", "text(x)"])
    #expect(Lexed(##""\(#")"#)""##).segmentSummary() == [##"interp(#")"#)"##])
    #expect(Lexed("\"\\(\"\"\"\n)\n\"\"\")\"").kinds == [.stringLiteral])
  }

  @Test func escapedBackslashIsNotInterpolation() {
    #expect(Lexed(#""a\\(b)""#).segmentSummary() == [#"text(a\(b))"#])
  }

  @Test func multiline() {
    let source = "let s = \"\"\"\n    Hello\n      indented\n\n    \"quoted\" \\(name)!\n    \"\"\"\nnext"
    let l = Lexed(source)
    #expect(l.kinds == [.kwLet, .identifier, .equal, .stringLiteral, .identifier])
    #expect(l.tokens[4].isAtStartOfLine)
    #expect(l.segmentSummary(3) == ["text(Hello\n  indented\n\n\"quoted\" )", "interp(name)", "text(!)"])
    #expect(l.errors.isEmpty)
  }

  @Test func multilineLastNewlineAndEscapedNewline() {
    let l = Lexed("\"\"\"\n  one \\\n  two\n  three\n\n  \"\"\"")
    #expect(l.segmentSummary() == ["text(one two\nthree\n)"])
    #expect(l.errors.isEmpty)
    #expect(Lexed("\"\"\"\n\"\"\"").segmentSummary() == ["text()"])
    #expect(Lexed("\"\"\"\nx\n\"\"\"").segmentSummary() == ["text(x)"])
    // Line breaks are normalised to \n.
    #expect(Lexed("\"\"\"\r\n  a\r\n  b\r  \"\"\"").segmentSummary() == ["text(a\nb)"])
    // A quote or two inside is content.
    #expect(Lexed("\"\"\"\n\"\" \"\n\"\"\"").segmentSummary() == ["text(\"\" \")"])
  }

  @Test func multilineWithTabs() {
    let l = Lexed("\"\"\"\n\tTab\tinside\n\t\"\"\"")
    #expect(l.segmentSummary() == ["text(Tab\tinside)"])
    #expect(l.errors.isEmpty)
  }

  @Test func rawStrings() {
    let l = Lexed(##"#"a\nb\#n"c"# "##)
    #expect(l.kinds == [.stringLiteral])
    #expect(l.segmentSummary() == [#"text(a\nb"# + "\n" + #""c)"#])
    let m = Lexed(##"#"x\(a)\#(b)"#"##)
    #expect(m.segmentSummary() == [#"text(x\(a))"#, "interp(b)"])
    let n = Lexed(###"##"a"#b"##"###)
    #expect(n.segmentSummary() == [##"text(a"#b)"##])
    let multi = Lexed("#\"\"\"\n  a\\b\n  \"\"\"#")
    #expect(multi.segmentSummary() == [#"text(a\b)"#])
    // `#"""#` on one line is a one-line raw string holding a quote.
    let q = Lexed(##"#"""#"##)
    #expect(q.kinds == [.stringLiteral])
    #expect(q.segmentSummary() == [#"text(")"#])
    #expect(l.errors.isEmpty && m.errors.isEmpty && n.errors.isEmpty && multi.errors.isEmpty && q.errors.isEmpty)
  }

  @Test func nonASCIIContent() {
    let l = Lexed(#""héllo 世界 😀""#)
    #expect(l.segmentSummary() == ["text(héllo 世界 😀)"])
  }

  @Test func stringSegmentsOfOtherTokensIsEmpty() {
    let l = Lexed("x 1")
    #expect(l.segments(0).isEmpty)
    #expect(l.segments(1).isEmpty)
  }
}
