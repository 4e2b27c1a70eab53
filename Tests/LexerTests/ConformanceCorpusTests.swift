import Basic
import Foundation
import Testing
@testable import Lexer

/// The shared conformance programs (`../shared/conformance` from the package root):
/// every valid program must lex, and decode, without a diagnostic.
enum Corpus {
  /// `shared/conformance` next to the package root (`../shared`), or next to one of its
  /// ancestors (a worktree such as `wt/lexer` finds the `shared` beside `wt`).
  static let conformanceRoot: URL = {
    var dir = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // LexerTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()  // package root
    var first: URL?
    for _ in 0..<dir.pathComponents.count {
      dir = dir.deletingLastPathComponent()
      let candidate = dir.appendingPathComponent("shared/conformance")
      if first == nil { first = candidate }
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
    }
    return first ?? dir
  }()

  /// `.swift` files under the given tier folders (recursively), sorted.
  static func files(tiers: [String]) -> [URL] {
    var result: [URL] = []
    for tier in tiers {
      let dir = conformanceRoot.appendingPathComponent(tier)
      guard let e = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: nil) else { continue }
      for case let url as URL in e where url.pathExtension == "swift" { result.append(url) }
    }
    return result.sorted { $0.path < $1.path }
  }

  static var isAvailable: Bool { FileManager.default.fileExists(atPath: conformanceRoot.path) }
}

@Suite struct ConformanceCorpusTests {
  /// Lexes `file`, then decodes every string literal and relexes every interpolation,
  /// recursively, as the parser will.
  static func lexCompletely(_ file: SourceFile, _ diagnostics: DiagnosticEngine, start: Int = 0, end: Int? = nil) -> Int {
    var count = 0
    for token in Lexer.tokenize(file, diagnostics: diagnostics, start: start, end: end) {
      count += 1
      guard token.kind == .stringLiteral else { continue }
      for case .interpolation(let r) in Lexer.stringSegments(of: token, in: file, diagnostics: diagnostics) {
        count += lexCompletely(file, diagnostics, start: Int(r.start.offset), end: Int(r.end.offset))
      }
    }
    return count
  }

  @Test(.enabled(if: Corpus.isAvailable, "needs ../shared/conformance")) func validProgramsLexWithoutDiagnostics() throws {
    let files = Corpus.files(tiers: ["book", "core", "ext", "modules"])
    #expect(files.count > 20)
    for url in files {
      let manager = SourceManager()
      let file = manager.addFile(name: url.lastPathComponent, contents: Array(try Data(contentsOf: url)))
      let diagnostics = DiagnosticEngine(sourceManager: manager)
      let count = Self.lexCompletely(file, diagnostics)
      #expect(count > 1)
      let rendered = DiagnosticRenderer(sourceManager: manager).render(diagnostics.sorted)
      #expect(diagnostics.diagnostics.isEmpty, "\(url.path):\n\(rendered)")
    }
  }

  /// The diagnostics cases whose first error is the lexer's: it must be at swiftc's line
  /// and column.
  @Test(.enabled(if: Corpus.isAvailable, "needs ../shared/conformance"), arguments: ["invalid_number_literal", "unterminated_string", "single_quote_string"])
  func lexerDiagnosticsCases(_ name: String) throws {
    let dir = Corpus.conformanceRoot.appendingPathComponent("diagnostics")
    let source = try Data(contentsOf: dir.appendingPathComponent("\(name).swift"))
    let expected = try String(contentsOf: dir.appendingPathComponent("\(name).diag"), encoding: .utf8)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let manager = SourceManager()
    let file = manager.addFile(name: "\(name).swift", contents: Array(source))
    let diagnostics = DiagnosticEngine(sourceManager: manager)
    _ = Self.lexCompletely(file, diagnostics)
    let first = try #require(diagnostics.sorted.first { $0.severity == .error })
    let (line, column) = file.lineAndColumn(Int(first.loc.offset))
    #expect("\(line):\(column)" == expected, "\(first.message)")
  }

  /// In every diagnostics case, the lexer reports nothing before swiftc's first error
  /// (a spurious lexer error would become miniswiftc's first error, on the wrong line).
  @Test(.enabled(if: Corpus.isAvailable, "needs ../shared/conformance")) func noLexerErrorBeforeSwiftcsFirstError() throws {
    for url in Corpus.files(tiers: ["diagnostics"]) {
      let diag = url.deletingPathExtension().appendingPathExtension("diag")
      guard let expected = try? String(contentsOf: diag, encoding: .utf8) else { continue }
      let parts = expected.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ":").compactMap { Int($0) }
      guard parts.count == 2 else { continue }
      let manager = SourceManager()
      let file = manager.addFile(name: url.lastPathComponent, contents: Array(try Data(contentsOf: url)))
      let diagnostics = DiagnosticEngine(sourceManager: manager)
      _ = Self.lexCompletely(file, diagnostics)
      guard let first = diagnostics.sorted.first(where: { $0.severity == .error }) else { continue }
      let (line, column) = file.lineAndColumn(Int(first.loc.offset))
      #expect(
        (line, column) >= (parts[0], parts[1]),
        "\(url.lastPathComponent): lexer error at \(line):\(column) (\(first.message)) before swiftc's \(parts[0]):\(parts[1])")
    }
  }
}
