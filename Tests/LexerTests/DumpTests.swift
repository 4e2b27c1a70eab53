import Testing
@testable import Lexer

@Suite struct DumpTests {
  @Test func format() {
    let l = Lexed("let x = 1\n  `class` \"a\\\"b\"\n😀 é")
    let expected = """
      kw_let "let" range=[t.swift:1:1 - line:1:3] at_start_of_line
      identifier "x" range=[t.swift:1:5 - line:1:5]
      equal "=" range=[t.swift:1:7 - line:1:7]
      integer_literal "1" range=[t.swift:1:9 - line:1:9]
      identifier "`class`" range=[t.swift:2:3 - line:2:9] at_start_of_line escaped
      string_literal "\\"a\\\\\\"b\\"" range=[t.swift:2:11 - line:2:16]
      identifier "😀" range=[t.swift:3:1 - line:3:1] at_start_of_line
      identifier "é" range=[t.swift:3:6 - line:3:6]
      eof "" range=[t.swift:3:8 - line:3:8]

      """
    #expect(dumpTokens(l.tokens, file: l.file) == expected)
  }

  @Test func multiLineTokenAndControlCharacters() {
    let l = Lexed("\"\"\"\n\ta\n\t\"\"\"\u{1}")
    let dump = dumpTokens(l.tokens, file: l.file)
    #expect(dump.hasPrefix(#"string_literal "\"\"\"\n\ta\n\t\"\"\"" range=[t.swift:1:1 - line:3:4] at_start_of_line"#))
    #expect(dump.contains(#"unknown "\u{1}" range=[t.swift:3:5 - line:3:5]"#))
  }
}
