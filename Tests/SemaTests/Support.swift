import AST
import Foundation
import Basic
import Parser
import Sema

/// Running the parser and Sema in-process on source text, and finding the shared
/// folder and `swiftc`.
enum Support {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let inputs = packageRoot.appendingPathComponent("Tests/SemaTests/Inputs")

  /// `<package root>/../shared` (or `../../shared` from a worktree in `wt/NAME`), or
  /// nil (tests then skip with a message).
  static let shared: URL? = {
    let parent = packageRoot.deletingLastPathComponent()
    for url in [parent.appendingPathComponent("shared"), parent.deletingLastPathComponent().appendingPathComponent("shared")] {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("conformance").path) { return url }
    }
    return nil
  }()

  static let swiftc: String? = {
    for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let path = "\(dir)/swiftc"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }()

  /// The result of checking one file.
  struct Checked {
    let sourceManager: SourceManager
    let diagnostics: DiagnosticEngine
    let module: ModuleDecl
    let file: SourceFile
    /// The diagnostics the parser (and lexer) reported, before Sema ran.
    let parseDiagnostics: [Diagnostic]

    var semaDiagnostics: [Diagnostic] { Array(diagnostics.diagnostics.dropFirst(parseDiagnostics.count)) }

    func render(_ ds: [Diagnostic]? = nil) -> String {
      DiagnosticRenderer(sourceManager: sourceManager).render(ds ?? diagnostics.sorted)
    }

    /// Line and column of the error swiftc would print first: the first parse error,
    /// else Sema's first error in source order.
    var firstError: (line: Int, column: Int)? {
      let parseErrors = parseDiagnostics.filter { $0.severity == .error }
      let candidates = parseErrors.isEmpty ? semaDiagnostics.filter { $0.severity == .error } : parseErrors
      guard let first = candidates.min(by: { $0.loc < $1.loc }) else { return nil }
      return sourceManager.lineAndColumn(first.loc)
    }
  }

  /// Parses and type-checks one file as the main file of module `main`.
  static func check(_ text: String, name: String = "test.swift", library: Bool = false) -> Checked {
    let sm = SourceManager()
    let file = sm.addFile(name: name, text: text)
    let diags = DiagnosticEngine(sourceManager: sm, maxErrors: 1000)
    let node = Parser.parse(file, diagnostics: diags)
    let parseDiagnostics = diags.diagnostics
    let module = ModuleDecl(name: "main", files: [node])
    module.isLibrary = library
    Sema(diagnostics: diags, standardLibrary: Parser.standardLibrary(sources: sm, diagnostics: diags)).check(module)
    return Checked(sourceManager: sm, diagnostics: diags, module: module, file: file, parseDiagnostics: parseDiagnostics)
  }

  static func check(contentsOf url: URL) throws -> Checked {
    check(try String(contentsOf: url, encoding: .utf8), name: url.lastPathComponent)
  }

  /// The `.swift` files of a folder, sorted.
  static func swiftFiles(in dir: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { dir.appendingPathComponent($0) }
  }

  /// Runs a program; returns its exit status and combined output.
  static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: executable)
    p.arguments = arguments
    let pipe = Pipe()
    p.standardOutput = pipe
    p.standardError = pipe
    try p.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
