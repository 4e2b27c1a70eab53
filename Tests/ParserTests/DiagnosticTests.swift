import AST
import Foundation
import Testing
import TestKit

@testable import Parser

/// Syntax errors: swiftc's messages at swiftc's positions, recovery, several errors per
/// file, the nesting limit.
@Suite struct DiagnosticTests {
  /// The book's example with a stray `;` (its diagnostics: the annotated input
  /// `Inputs/book_protocol_stray_semicolon.swift`): recovery keeps the rest.
  @Test func bookProtocolSemicolon() throws {
    let p = Parsed(bytes: Corpus.bytes(AnnotatedInputTests.folder.appendingPathComponent("book_protocol_stray_semicolon.swift")))
    // Recovery: the rest of the protocol and the struct are still there.
    let proto = try #require(p.tree.decls.compactMap { $0 as? ProtocolDecl }.first)
    #expect(proto.members.compactMap { ($0 as? VarDecl)?.name } == ["houseNo", "street"])
    #expect(p.tree.decls.contains { $0 is StructDecl })
  }

  /// The first error's message and position, checked against `swiftc -parse`, where
  /// the file as a whole cannot be an annotated input of `Inputs/` (the other
  /// diagnostics differ from swiftc's, or swiftc reports the error in Sema).
  @Test func swiftcMessagesAndPositions() {
    let cases: [(String, String)] = [
      ("struct S { case a }\n", "1:12: enum 'case' is not allowed outside of an enum"),
      ("for 1 in x {}\n", "1:5: expected pattern"),
      ("func f<T(x: T) {}\n", "1:9: expected '>' to complete generic parameter list"),
      ("public public var x = 1\n", "1:8: duplicate modifier"),
      ("extension Int { 1 }\n", "1:17: expected declaration"),
      ("switch x {\ncase 1:\n  break\ncase\n}\n", "4:5: expected pattern"),
      ("protocol P { var x: Int { get set set } }\n", "1:35: variable already has a setter"),
      ("func isWeekend(_ day: Int) -> Bool {\n    switch ( day {\n    case 1: return true\n    default: return false\n    }\n}\n",
       "2:18: expected ',' separator"),
      ("var sum = \n;var hottest = 1\n", "1:10: expected initial value after '='"),
      ("if let .e = x { }\n", "1:4: pattern matching in a condition requires the 'case' keyword"),
      ("func divide(_ a: Int, by b: Int) -> Int ...{\n    return a\n}\n",
       "1:41: variadic parameter cannot appear outside of a function parameter list"),
      (
        "let f = { (x: Int) in $0 }\n",
        "1:23: anonymous closure arguments cannot be used inside a closure that has explicit arguments"
      ),
    ]
    for (source, expected) in cases {
      let p = Parsed(source)
      #expect(p.firstError == expected, "\(source.debugDescription)")
    }
  }

  /// One file, several errors: recovery resumes at the next statement or declaration.
  @Test func severalErrorsInOneFile() {
    let p = Parsed(
      """
      let a = (1 +
      let b = 2
      func f() {
        let c = [1, 2
        print(c)
      }
      struct S {
        var x = 1 2
        func g() {}
      }
      print(a, b)
      """)
    #expect(p.errors.count >= 3)
    #expect(p.errors.first == "2:1: expected expression after operator")
    // The declarations after the errors are still parsed.
    #expect(p.tree.decls.contains { ($0 as? StructDecl)?.members.contains { $0 is FuncDecl } == true })
    #expect(p.tree.decls.last is TopLevelCodeDecl)
  }

  /// What swiftc accepts when parsing (and rejects, if at all, in Sema) the parser
  /// accepts too: a syntax error there would come before Sema's on another line.
  @Test func noSyntaxErrorWhereSwiftcHasNone() {
    for source in [
      "func f(in: Int, for x: Int) {}\n", "let x = super\n", "if let x: Int {}\n", "print(1, 2,)\n",
      "func f() -> Int {\n  return\n  1\n}\n", "protocol P { var x: Int }\n", "func f()\n",
      "if x = 1 {}\n", "lbl: if true { break lbl }\n", "x..y\n",
      "switch d {\ncase .saturday, let.sunday: break\ndefault: break\n}\n",
    ] {
      #expect(Parsed(source).errors.isEmpty, "\(source.debugDescription)")
    }
  }

  @Test func diagnosticEngineCapsTheCount() {
    let source = String(repeating: "let = 1\n", count: 100)
    let p = Parsed(bytes: Array(source.utf8), maxErrors: 10)
    #expect(p.diagnostics.errorCount == 10 && p.diagnostics.isCapped)
  }

  // MARK: Nesting limit

  func nestingError(_ source: String) -> (errors: [String], tree: Parsed) {
    let p = Parsed(source)
    return (p.errors, p)
  }

  /// swiftc: "structure nesting level exceeded maximum of 256", once, at the 257th open
  /// structure (the declaration counts as one).
  @Test func nestedParenthesesAtSwiftcsPosition() {
    let (errors, _) = nestingError("let x = " + String(repeating: "(", count: 300) + String(repeating: ")", count: 300) + "\n")
    #expect(errors == ["1:264: structure nesting level exceeded maximum of 256"])
    let (errors2, _) = nestingError("x = " + String(repeating: "f(", count: 300) + String(repeating: ")", count: 300) + "\n")
    #expect(errors2 == ["1:516: structure nesting level exceeded maximum of 256"])
  }

  @Test func nestedClosuresAtSwiftcsPosition() {
    let (errors, _) = nestingError("let x = " + String(repeating: "{", count: 300) + String(repeating: "}", count: 300) + "\n")
    #expect(errors == ["1:265: structure nesting level exceeded maximum of 256"])
  }

  @Test func nestedStatementsAtSwiftcsPosition() {
    let source = String(repeating: "if true {\n", count: 300) + String(repeating: "}\n", count: 300)
    let (errors, _) = nestingError(source)
    #expect(errors == ["257:1: structure nesting level exceeded maximum of 256"])
    let inFunction = "func f() {\n" + source + "}\n"
    #expect(nestingError(inFunction).errors == ["257:1: structure nesting level exceeded maximum of 256"])
  }

  /// 10,000 levels of anything: one diagnostic, never a stack overflow or a hang (the
  /// time limit only guards against a hang).
  @Test(.timeLimit(.minutes(1))) func tenThousandLevels() {
    let n = 10_000
    let sources = [
      "let x = " + String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n),
      "let x = " + String(repeating: "[", count: n) + "1" + String(repeating: "]", count: n),
      "let x = " + String(repeating: "{", count: n) + String(repeating: "}", count: n),
      String(repeating: "if true {\n", count: n) + String(repeating: "}\n", count: n),
      String(repeating: "func f() {\n", count: n) + String(repeating: "}\n", count: n),
      String(repeating: "struct S {\n", count: n) + String(repeating: "}\n", count: n),
      "let x: " + String(repeating: "[", count: n) + "Int" + String(repeating: "]", count: n),
      "let x: " + String(repeating: "Array<", count: n) + "Int" + String(repeating: ">", count: n),
      "let x = \"" + String(repeating: "\\(\"", count: 2_000) + String(repeating: "\")", count: 2_000) + "\"",
      String(repeating: "(", count: n),
      String(repeating: "{", count: n),
      "switch x {\n" + String(repeating: "case 1: switch x {\n", count: n),
      "let (" + String(repeating: "(", count: n) + "a" + String(repeating: ")", count: n) + ") = 1",
      "let x = " + String(repeating: "a ? ", count: n) + "1" + String(repeating: " : 2", count: n),
    ]
    for source in sources {
      let (errors, _) = nestingError(source)
      #expect(errors.filter { $0.hasSuffix("structure nesting level exceeded maximum of 256") }.count == 1, "\(source.prefix(20))")
    }
    // Long flat runs are not nesting: no error, no recursion.
    for source in [
      "let x = " + String(repeating: "-", count: n) + "1",
      "let x = a" + String(repeating: ".b", count: n),
      "let x = a" + String(repeating: "!", count: n),
      "let x = a" + String(repeating: "(1)", count: n),
      "let x = 1" + String(repeating: " + 1", count: n),
      "let x: Int" + String(repeating: "?", count: n) + " = nil",
    ] {
      let (errors, _) = nestingError(source)
      #expect(errors.isEmpty, "\(source.prefix(20))")
    }
  }

  // MARK: Bad bytes

  @Test func badInputGivesDiagnostics() {
    let inputs: [[UInt8]] = [
      Array("let s = \"abc".utf8),  // unterminated string at EOF
      Array("let s = 1 /* abc".utf8),  // unterminated comment at EOF
      Array("let s = \"\"\"\nabc".utf8),  // unterminated multi-line string
      [0x6C, 0x65, 0x74, 0x20, 0x78, 0x20, 0x3D, 0x20, 0xFF, 0xFE, 0x0A],  // invalid UTF-8
      Array("let x = 1\0\nprint(x)\n".utf8),  // NUL byte
      Array("let s = \"\\(1 + \"\n".utf8),  // unterminated interpolation
      Array("print(\"\\(\")\n".utf8),
      Array("func f(".utf8),
      Array("class A {".utf8),
      Array("x = [1: ".utf8),
      Array("switch x { case".utf8),
      Array("@".utf8),
      Array("#if".utf8),
      Array("`".utf8),
    ]
    for bytes in inputs {
      let p = Parsed(bytes: bytes)
      #expect(!p.errors.isEmpty, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
    }
  }

  @Test func randomBytesTerminateWithDiagnostics() {
    var rng = SplitMix64(seed: 7)
    for length in [1, 2, 5, 17, 100, 1_000, 10_000] {
      for _ in 0..<5 {
        let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let p = Parsed(bytes: bytes)
        if length >= 17 { #expect(!p.errors.isEmpty) }
      }
    }
  }

  @Test func emptyAndWhitespaceFiles() {
    for source in ["", "\n\n", "// comment only\n", "/* block */", ";"] {
      let p = Parsed(source)
      #expect(p.tree.decls.isEmpty)
      if source != ";" { #expect(p.errors.isEmpty) }
    }
  }
}
