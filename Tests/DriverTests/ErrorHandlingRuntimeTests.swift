import Foundation
import Testing

/// An error nobody catches stops the program as Swift's runtime does, with its message
/// at -Onone and -O alike (unlike the standard library's checks, silent at -O): an error
/// leaving top-level code, a `try!` whose call threw (at the `try!`'s line).
@Suite struct ErrorHandlingRuntimeTests {
  static let cases: [(String, String)] = [
    ("topLevelEnum", "enum E: Error { case bad(code: Int) }\nfunc f() throws { throw E.bad(code: 7) }\ntry f()"),
    ("topLevelStruct", "struct S: Error { var name: String }\nfunc f() throws -> Int { throw S(name: \"n\") }\nprint(try f())"),
    ("topLevelClass", "class C: Error {}\nfunc f() throws { throw C() }\ndo { try f() } catch let e as C { throw e }"),
    ("forceTry", "enum E: Error { case x }\nfunc f() throws -> Int { throw E.x }\nprint(\"a\")\nlet v = try! f()\nprint(v)"),
    ("forceTryInFunction", "struct S: Error {}\nfunc f() throws {}\nfunc g() throws { throw S() }\nfunc h() {\n  try! f()\n  try! g()\n}\nh()"),
  ]

  @Test(.enabled(if: TestSupport.swiftc != nil, "swiftc not found"))
  func uncaughtErrorsStopAsSwift() throws {
    try TestSupport.withScratch { dir in
      for (name, body) in ErrorHandlingRuntimeTests.cases {
        try TestSupport.write(body + "\n", "\(name).swift", in: dir)
        for level in ["-Onone", "-O"] {
          let flags = [level, "-module-name", "main", "\(name).swift", "-o"]
          let mini = try TestSupport.miniswiftc(flags + ["m"], in: dir)
          #expect(mini.status == 0, "\(name) \(level): \(mini.stderr)")
          let swift = try TestSupport.run(TestSupport.swiftc!, flags + ["s"], in: dir)
          #expect(swift.status == 0, "\(name) \(level): \(swift.stderr)")
          let expected = BuiltProgramRuntimeTests.observe(try TestSupport.run(dir.appendingPathComponent("s").path, []))
          let actual = BuiltProgramRuntimeTests.observe(try TestSupport.run(dir.appendingPathComponent("m").path, []))
          #expect(actual == expected, "\(name) \(level)")
          #expect(!actual.fatalError.isEmpty, "\(name) \(level): a message")
        }
      }
    }
  }
}
