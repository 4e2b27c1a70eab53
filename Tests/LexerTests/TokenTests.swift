import Basic
import Testing
@testable import Lexer

@Suite struct TokenTests {
  @Test func emptyFileIsJustEOF() {
    let l = Lexed("")
    #expect(l.tokens.count == 1)
    #expect(l.tokens[0].kind == .eof)
    #expect(l.tokens[0].range.start.offset == 0 && l.tokens[0].range.end.offset == 0)
    #expect(l.errors.isEmpty)
  }

  @Test func eofForeverAfter() {
    let manager = SourceManager()
    let file = manager.addFile(name: "t.swift", text: "a")
    var lexer = Lexer(file: file, diagnostics: DiagnosticEngine(sourceManager: manager))
    #expect(lexer.next().kind == .identifier)
    for _ in 0..<5 {
      let t = lexer.next()
      #expect(t.kind == .eof)
      #expect(t.range.start.offset == 1)
    }
  }

  @Test func keywordsAndIdentifiers() {
    let l = Lexed("let var func class struct x _ self Self Any true false nil in is as")
    #expect(
      l.kinds == [
        .kwLet, .kwVar, .kwFunc, .kwClass, .kwStruct, .identifier, .identifier, .kwSelf,
        .kwCapitalSelf, .kwAny, .kwTrue, .kwFalse, .kwNil, .kwIn, .kwIs, .kwAs,
      ])
    #expect(l.errors.isEmpty)
  }

  @Test func everyKeywordKindIsRecognised() {
    for kind in TokenKind.allCases where kind.isKeyword {
      let spelling = String(kind.rawValue.dropFirst(3))
      let l = Lexed(spelling)
      #expect(l.kinds == [kind], "\(spelling)")
      // Longer or shorter spellings are identifiers.
      #expect(Lexed(spelling + "x").kinds == [.identifier])
      #expect(Lexed("x" + spelling).kinds == [.identifier])
    }
  }

  @Test func contextualKeywordsStayIdentifiers() {
    let l = Lexed("open mutating override final get set convenience required lazy weak private(set)")
    #expect(l.kinds.prefix(10).allSatisfy { $0 == .identifier })
    #expect(l.kinds.suffix(4) == [.kwPrivate, .leftParen, .identifier, .rightParen])
  }

  @Test func identifierCharacters() {
    let l = Lexed("a1 _x x_ a$b café π 変数 😀 e\u{301} ab\u{200D}c")
    #expect(l.kinds.allSatisfy { $0 == .identifier })
    #expect(l.texts == ["a1", "_x", "x_", "a$b", "café", "π", "変数", "😀", "e\u{301}", "ab\u{200D}c"])
    #expect(l.errors.isEmpty)
  }

  @Test func combiningMarkCannotStartIdentifier() {
    let l = Lexed("a \u{301}bc d")
    #expect(l.kinds == [.identifier, .unknown, .identifier])
    #expect(l.texts[1] == "\u{301}bc")
    #expect(l.errors == ["1:3: an identifier cannot begin with this character"])
  }

  @Test func dollarIdentifiers() {
    let l = Lexed("$0 $12 $ $abc $1a")
    #expect(l.kinds == [.dollarIdentifier, .dollarIdentifier, .identifier, .identifier, .identifier])
    #expect(l.texts == ["$0", "$12", "$", "$abc", "$1a"])
    #expect(l.errors.isEmpty)
  }

  @Test func backquotedIdentifiers() {
    let l = Lexed("`class` `x` `$` `hello world` `1st` `a\"b`")
    #expect(l.kinds.allSatisfy { $0 == .identifier })
    #expect(l.tokens.dropLast().allSatisfy { $0.isEscapedIdentifier })
    #expect(l.texts == ["class", "x", "$", "hello world", "1st", "a\"b"])
    // The range covers the backquotes.
    #expect(l.tokens[0].length == 7)
    #expect(l.errors.isEmpty)
  }

  @Test func invalidBackquotes() {
    for text in ["`", "` = 1", "`+`", "`a\\b`", "``", "`  `", "`a\tb`", "`..`"] {
      let l = Lexed(text)
      #expect(l.kinds.first == .unknown, "\(text)")
      #expect(l.tokens[0].length == 1, "\(text)")
      #expect(l.errors.first == "1:1: expected an identifier between backquotes", "\(text)")
    }
  }

  @Test func punctuation() {
    let l = Lexed("( ) { } [ ] , : ; @ # \\")
    #expect(
      l.kinds == [
        .leftParen, .rightParen, .leftBrace, .rightBrace, .leftSquare, .rightSquare, .comma, .colon,
        .semicolon, .atSign, .pound, .backslash,
      ])
  }

  @Test func rangesAreByteOffsets() {
    let l = Lexed("let πx = 10")
    let ranges = l.tokens.map { (Int($0.range.start.offset), Int($0.range.end.offset)) }
    #expect(ranges.map(\.0) == [0, 4, 8, 10, 12])
    #expect(ranges.map(\.1) == [3, 7, 9, 12, 12])
    #expect(l.tokens.allSatisfy { $0.range.start.file == l.file.id })
  }

  @Test func startOfLineFlags() {
    let l = Lexed("a b\nc // x\n  d /* \n */ e /* */ f\r\ng\rh")
    let flags = l.tokens.map(\.isAtStartOfLine)
    #expect(l.texts == ["a", "b", "c", "d", "e", "f", "g", "h"])
    #expect(flags == [true, false, true, true, true, false, true, true, false])
  }

  @Test func commentsAreSkipped() {
    let l = Lexed("a // comment\n/* block /* nested */ still */ b /**/c/*x*/")
    #expect(l.texts == ["a", "b", "c"])
    #expect(l.errors.isEmpty)
  }

  @Test func shebangAndBOM() {
    #expect(Lexed("#!/usr/bin/env swift\nlet").kinds == [.kwLet])
    #expect(Lexed(bytes: [0xEF, 0xBB, 0xBF] + Array("let x".utf8)).kinds == [.kwLet, .identifier])
    let bom = Lexed(bytes: [0xEF, 0xBB, 0xBF] + Array("-x".utf8))
    #expect(bom.kinds == [.prefixOperator, .identifier])
    // Only at the start of the file.
    #expect(Lexed("a\n#!x").kinds == [.identifier, .pound, .exclaimPostfix, .identifier])
  }

  @Test func subRangeLexing() {
    // The parser lexes an interpolation's expression this way.
    let text = "print(\"a \\(x + f(\"y\")) b\")"
    let l = Lexed(text)
    #expect(l.kinds == [.identifier, .leftParen, .stringLiteral, .rightParen])
    let segments = l.segments(2)
    guard case .interpolation(let range) = segments[1] else {
      Issue.record("no interpolation: \(segments)")
      return
    }
    let inner = Lexer.tokenize(
      l.file, diagnostics: l.diagnostics, start: Int(range.start.offset), end: Int(range.end.offset))
    #expect(inner.map(\.kind) == [.identifier, .binaryOperatorSpaced, .identifier, .leftParen, .stringLiteral, .rightParen, .eof])
    #expect(inner.map { l.file.text(of: $0) } == ["x", "+", "f", "(", "\"y\"", ")", ""])
    #expect(inner.last!.range.start == range.end)
    #expect(inner.first!.isAtStartOfLine == false)
    // A prefix operator at the start of a sub-range looks at the byte before it.
    let m = Lexed("\"\\(-x)\"")
    guard case .interpolation(let r2) = m.segments()[0] else { return }
    let inner2 = Lexer.tokenize(m.file, diagnostics: m.diagnostics, start: Int(r2.start.offset), end: Int(r2.end.offset))
    #expect(inner2.map(\.kind) == [.prefixOperator, .identifier, .eof])
    #expect(l.errors.isEmpty && m.errors.isEmpty)
  }

  @Test func subRangeNeverReadsPastItsEnd() {
    let l = Lexed("abcdef 123456")
    let tokens = Lexer.tokenize(l.file, diagnostics: l.diagnostics, start: 2, end: 10)
    #expect(tokens.map { l.file.text(of: $0) } == ["cdef", "123", ""])
    #expect(tokens.last!.range.start.offset == 10)
    // Out-of-range bounds are clamped.
    let clamped = Lexer.tokenize(l.file, diagnostics: l.diagnostics, start: -5, end: 1000)
    #expect(clamped.count == 3)
    #expect(Lexer.tokenize(l.file, diagnostics: l.diagnostics, start: 9, end: 4).map(\.kind) == [.eof])
  }
}
