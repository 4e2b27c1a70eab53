import Foundation
import Testing

/// `-verify` on files with syntax errors, as swiftc's: the parse errors are matched
/// against the annotations like any other diagnostic (the file is not type-checked).
@Suite struct VerifyTests {
  static let inputs = TestSupport.packageRoot.appendingPathComponent("Tests/ParserTests/Inputs")
  static let names: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: inputs.path)) ?? [])
    .filter { $0.hasSuffix(".swift") }.sorted()

  @Test(arguments: names) func parserInputsVerify(_ name: String) throws {
    for mode in [["-typecheck"], ["-parse"]] {
      let r = try TestSupport.miniswiftc(mode + ["-verify", Self.inputs.appendingPathComponent(name).path])
      #expect(r.status == 0 && r.stderr.isEmpty, "miniswiftc \(mode[0]) -verify \(name):\n\(r.stderr)")
    }
  }

  /// A syntax error the annotations do not announce, and an announced one that does not
  /// come, are both reported.
  @Test func unannouncedSyntaxErrorFails() throws {
    let dir = try TestSupport.makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("t.swift")
    try "let x: = 3\nlet y = 1 // expected-error {{expected type}}\n".write(to: file, atomically: true, encoding: .utf8)
    let r = try TestSupport.miniswiftc(["-verify", file.path])
    #expect(r.status == 1)
    #expect(r.stderr.contains("t.swift:1:8: error: unexpected error produced: expected type"))
    #expect(r.stderr.contains("t.swift:2:14: error: expected error not produced"))
  }
}
