import Basic
import Foundation
import Testing

@testable import Parser

/// Syntax errors as annotated files: each `Inputs/NAME.swift` announces every
/// diagnostic the parser gives it (`// expected-error@+N {{message}}`, notes too), and
/// the annotations are checked against both compilers: the parser here, through the
/// verifier `-verify` uses, and `swiftc -frontend -parse -verify` (where installed).
/// Adding a test is adding a file; `miniswiftc -verify` checks the same files end to
/// end (DriverTests).
@Suite struct AnnotatedInputTests {
  static let folder = Corpus.packageRoot.appendingPathComponent("Tests/ParserTests/Inputs")
  static let names: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    .filter { $0.hasSuffix(".swift") }.sorted()

  @Test func folderHoldsTheInputs() {
    #expect(Self.names.count >= 50, "Tests/ParserTests/Inputs has \(Self.names.count) files")
  }

  @Test(arguments: names) func parserGivesTheAnnotatedDiagnostics(_ name: String) throws {
    let bytes = Corpus.bytes(Self.folder.appendingPathComponent(name))
    let p = Parsed(bytes: bytes, name: name)
    #expect(!p.errors.isEmpty, "\(name) has no syntax error")
    let problems = Verifier.verify(files: [p.file], diagnostics: p.diagnostics.diagnostics)
    #expect(problems.isEmpty, "\(name):\n\(DiagnosticRenderer(sourceManager: p.manager).render(problems))")
  }

  /// Files marked `// miniswiftc-only` announce miniswiftc's own "not supported"
  /// errors, which swiftc does not give.
  @Test(.enabled(if: Swiftc.path != nil, "needs swiftc"), arguments: names)
  func annotationsAgreeWithSwiftc(_ name: String) throws {
    if Corpus.bytes(Self.folder.appendingPathComponent(name)).starts(with: Array("// miniswiftc-only".utf8)) { return }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: try #require(Swiftc.path))
    p.arguments = ["-frontend", "-parse", "-verify", Self.folder.appendingPathComponent(name).path]
    let out = Pipe()
    p.standardOutput = out
    p.standardError = out
    try p.run()
    let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    #expect(p.terminationStatus == 0, "swiftc -frontend -parse -verify \(name):\n\(output)")
  }
}
