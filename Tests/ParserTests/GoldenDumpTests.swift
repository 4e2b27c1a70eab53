import AST
import Foundation
import Lexer
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
