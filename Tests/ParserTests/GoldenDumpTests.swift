import AST
import Foundation
import Testing

@testable import Parser

/// The `-dump-parse` of the book's `Examples/Employee/employee.swift`, kept in
/// `Golden/employee.dump-parse.txt`.
///
/// To regenerate the golden file after an intended change of the dumper or the parser:
///
///     MINISWIFTC_UPDATE_GOLDEN=1 swift test --filter ParserTests.GoldenDumpTests
///
/// then review `git diff Tests/ParserTests/Golden`. The golden text is swiftc's own
/// `swiftc -dump-parse employee.swift` (pointers removed): `goldenIsSwiftcOutput` checks
/// that, whenever swiftc is installed.
@Suite struct GoldenDumpTests {
  static let example = Corpus.packageRoot.appendingPathComponent("Examples/Employee/employee.swift")
  static let golden = Corpus.packageRoot.appendingPathComponent("Tests/ParserTests/Golden/employee.dump-parse.txt")

  static func ourDump() -> String {
    let bytes = Corpus.bytes(example)
    let parsed = Parsed(bytes: bytes, name: "employee.swift")
    #expect(parsed.errors.isEmpty)
    return parsed.dump
  }

  @Test func employeeMatchesGolden() throws {
    let dump = GoldenDumpTests.ourDump()
    if ProcessInfo.processInfo.environment["MINISWIFTC_UPDATE_GOLDEN"] != nil {
      try FileManager.default.createDirectory(
        at: GoldenDumpTests.golden.deletingLastPathComponent(), withIntermediateDirectories: true)
      try dump.write(to: GoldenDumpTests.golden, atomically: true, encoding: .utf8)
    }
    let golden = try String(contentsOf: GoldenDumpTests.golden, encoding: .utf8)
    #expect(dump == golden)
  }

  @Test(.enabled(if: Swiftc.path != nil, "swiftc is not installed"))
  func goldenIsSwiftcOutput() throws {
    let swiftc = Swiftc.dumpParse(GoldenDumpTests.example, in: GoldenDumpTests.example.deletingLastPathComponent())
    let golden = try String(contentsOf: GoldenDumpTests.golden, encoding: .utf8)
    #expect(swiftc == golden)
  }

  /// `Golden/grammar_*.swift` exercise the grammar (declarations, statements, case
  /// patterns, literals and types, layout across lines, semicolons); each
  /// `grammar_*.dump-parse.txt` beside it is `swiftc -dump-parse` of it (pointers
  /// removed), and the parser's dump must be the same text. Regenerate one with
  /// `swiftc -dump-parse grammar_x.swift | sed -E 's/ (decl_context|init_context)=0x[0-9a-f]+//g; s/<anonymous @ 0x[0-9a-f]+>/<anonymous>/g'`
  /// in `Golden/` (then drop the leading blank line).
  @Test func grammarSamplesDumpLikeSwiftc() throws {
    let dir = GoldenDumpTests.golden.deletingLastPathComponent()
    let samples = try FileManager.default.contentsOfDirectory(atPath: dir.path)
      .filter { $0.hasPrefix("grammar_") && $0.hasSuffix(".swift") }.sorted()
    #expect(samples.count >= 7)
    for name in samples {
      let source = dir.appendingPathComponent(name)
      let golden = dir.appendingPathComponent(String(name.dropLast(6)) + ".dump-parse.txt")
      let expected = try String(contentsOf: golden, encoding: .utf8)
      let parsed = Parsed(bytes: Corpus.bytes(source), name: name)
      #expect(parsed.errors.isEmpty, "\(name): \(parsed.errors)")
      #expect(parsed.dump == expected, "\(name) dumps differently from its golden swiftc output")
      if Swiftc.path != nil {
        #expect(Swiftc.dumpParse(source, in: dir) == expected, "\(golden.lastPathComponent) is not swiftc's output")
      }
    }
  }

  /// Every book-tier program dumps exactly as `swiftc -dump-parse` does, and a sample of
  /// the other tiers too (the whole corpus matches; the sample keeps the test quick).
  @Test(
    .enabled(if: Swiftc.path != nil, "swiftc is not installed"),
    .enabled(if: Corpus.isAvailable, "shared/conformance not found beside the package"))
  func conformanceProgramsDumpLikeSwiftc() {
    let sample = Corpus.files(tiers: ["book"]) + Corpus.files(tiers: ["core", "ext"]).filter { url in
      ["closure", "enum", "optional", "switch", "generic", "struct", "class", "loop", "string"].contains {
        url.lastPathComponent.contains($0)
      }
    }.prefix(24)
    #expect(!sample.isEmpty)
    for url in sample {
      let directory = url.deletingLastPathComponent()
      guard let expected = Swiftc.dumpParse(url, in: directory) else { continue }
      let parsed = Parsed(bytes: Corpus.bytes(url), name: url.lastPathComponent)
      #expect(parsed.dump == expected, "\(Corpus.name(url)) dumps differently from swiftc -dump-parse")
    }
  }
}
