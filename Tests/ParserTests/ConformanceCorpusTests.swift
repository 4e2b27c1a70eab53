import AST
import Foundation
import Testing

@testable import Parser

/// The shared conformance suite: every program parses without a diagnostic, and every
/// diagnostics case whose first swiftc error is a syntax error gets its first error on
/// the expected line.
@Suite(.enabled(if: Corpus.isAvailable, "shared/conformance not found beside the package"))
struct ConformanceCorpusTests {
  @Test func everyProgramParsesClean() {
    let files = Corpus.files(tiers: ["book", "core", "ext", "modules"])
    #expect(files.count > 50)
    for url in files {
      let p = Parsed(bytes: Corpus.bytes(url), name: url.lastPathComponent)
      #expect(p.diagnostics.diagnostics.isEmpty, "\(Corpus.name(url)): \(p.errors)")
      #expect(!p.tree.decls.isEmpty, "\(Corpus.name(url))")
    }
  }

  /// The cases whose first `swiftc -parse` error is a syntax (or lexical) error, found
  /// with `for f in diagnostics/*.swift; do swiftc -parse $f; done`.
  static let syntaxErrorCases = [
    "book_protocol_semicolon", "c_style_for", "invalid_number_literal", "keyword_as_identifier",
    "missing_closure_in", "nested_parens_2000", "random_punctuation", "single_quote_string",
    "unbalanced_brace_extra", "unbalanced_brace_missing", "unexpected_token", "unterminated_string",
  ]

  /// `LINE:COL` of a case's `.diag` file.
  static func expected(_ url: URL) -> (line: Int, column: Int)? {
    let diag = url.deletingPathExtension().appendingPathExtension("diag")
    guard let text = try? String(contentsOf: diag, encoding: .utf8) else { return nil }
    let parts = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ":").compactMap { Int($0) }
    return parts.count == 2 ? (parts[0], parts[1]) : nil
  }

  @Test func syntaxErrorCasesReportTheirFirstErrorOnTheExpectedLine() throws {
    let dir = Corpus.conformanceRoot.appendingPathComponent("diagnostics")
    for name in ConformanceCorpusTests.syntaxErrorCases {
      let url = dir.appendingPathComponent(name + ".swift")
      let expected = try #require(ConformanceCorpusTests.expected(url), "\(name).diag")
      let p = Parsed(bytes: Corpus.bytes(url), name: url.lastPathComponent)
      let first = try #require(p.diagnostics.sorted.first { $0.severity == .error }, "\(name): no error")
      let (line, column) = p.file.lineAndColumn(Int(first.loc.offset))
      #expect(line == expected.line, "\(name): \(p.errors.first ?? "")")
      #expect(column == expected.column, "\(name): \(p.errors.first ?? "") (column)")
    }
  }

  /// No case gets a spurious syntax error: when the parser reports one at all, the
  /// first is on the line swiftc's first error is on.
  @Test func noCaseGetsAnEarlierSyntaxError() throws {
    for url in Corpus.files(tiers: ["diagnostics"]) {
      guard let expected = ConformanceCorpusTests.expected(url) else { continue }
      let p = Parsed(bytes: Corpus.bytes(url), name: url.lastPathComponent)
      guard let first = p.diagnostics.sorted.first(where: { $0.severity == .error }) else { continue }
      let (line, _) = p.file.lineAndColumn(Int(first.loc.offset))
      #expect(line == expected.line, "\(Corpus.name(url)): \(p.errors.first ?? "")")
    }
  }
}
