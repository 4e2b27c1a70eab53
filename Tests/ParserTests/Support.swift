import AST
import Foundation
import Basic
import Testing

@testable import Parser

/// Parses `text` as the file `t.swift` and keeps what the tests look at.
struct Parsed {
  let manager = SourceManager()
  let file: SourceFile
  let diagnostics: DiagnosticEngine
  let tree: SourceFileNode

  init(_ text: String, name: String = "t.swift") {
    self.init(bytes: Array(text.utf8), name: name)
  }

  init(bytes: [UInt8], name: String = "t.swift", maxErrors: Int = 1000) {
    file = manager.addFile(name: name, contents: bytes)
    diagnostics = DiagnosticEngine(sourceManager: manager, maxErrors: maxErrors)
    tree = Parser.parse(file, diagnostics: diagnostics)
  }

  /// Errors as `LINE:COL: message`, in source order.
  var errors: [String] {
    diagnostics.sorted.filter { $0.severity == .error }.map { d in
      let (l, c) = file.lineAndColumn(Int(d.loc.offset))
      return "\(l):\(c): \(d.message)"
    }
  }

  var firstError: String? { errors.first }

  /// The `-dump-parse` text of the whole file.
  var dump: String { ASTDumper(sourceManager: manager).dump(tree) }

  /// The dump of one node.
  func dump(_ node: Node) -> String { ASTDumper(sourceManager: manager).dump(node: node) }

  /// The dump of one node without the attributes every node of a parse dump carries
  /// (`range=`, `type="<null>"`, `function_ref=unapplied`, literal initializers), so
  /// the expected shapes in tests stay readable.
  func shape(_ node: Node) -> String { Parsed.compact(dump(node)) }

  /// The single top-level statement or expression of a one-line program.
  var item: Node {
    for d in tree.decls {
      if let t = d as? TopLevelCodeDecl, let first = t.body.elements.first { return first.node }
    }
    return tree.decls.first ?? tree
  }

  /// The first top-level expression.
  var expr: Expr? { item as? Expr }

  /// The statements of the body of the first function declared at top level.
  var functionBody: [ASTNode] {
    (tree.decls.first { $0 is FuncDecl } as? FuncDecl)?.body?.elements ?? []
  }

  static func compact(_ dump: String) -> String {
    var s = dump
    for pattern in [
      #" range=\[[^\]]*\]"#, #" type="<null>""#, #" function_ref=unapplied"#,
      #" builtin_initializer="\*\*NULL\*\*""#, #" initializer="\*\*NULL\*\*""#, #" isolation_crossing="none""#,
    ] {
      s = s.replacingOccurrences(of: pattern, with: "", options: .regularExpression)
    }
    return s.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

/// The shared conformance programs (`shared/conformance` beside the package root, or
/// beside one of its ancestors: a worktree `wt/parser` finds the `shared` beside `wt`).
enum Corpus {
  static let conformanceRoot: URL = {
    var dir = packageRoot
    var first: URL?
    for _ in 0..<dir.pathComponents.count {
      dir = dir.deletingLastPathComponent()
      let candidate = dir.appendingPathComponent("shared/conformance")
      if first == nil { first = candidate }
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
    }
    return first ?? dir
  }()

  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // ParserTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // package root

  static var isAvailable: Bool { FileManager.default.fileExists(atPath: conformanceRoot.path) }

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

  static func bytes(_ url: URL) -> [UInt8] {
    (try? Data(contentsOf: url)).map { Array($0) } ?? []
  }

  /// A short name for messages: `core/closures.swift`.
  static func name(_ url: URL) -> String {
    url.path.replacingOccurrences(of: conformanceRoot.path + "/", with: "")
  }
}

/// The real swiftc, when installed: the oracle some tests compare with.
enum Swiftc {
  static let path: String? = {
    for candidate in ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc", "/usr/local/bin/swiftc"]
    where FileManager.default.isExecutableFile(atPath: candidate) {
      return candidate
    }
    return nil
  }()

  /// `swiftc -dump-parse file`, with swiftc's pointers removed (`decl_context=0x...`,
  /// `init_context=0x...`, `<anonymous @ 0x...>`) and the leading blank line dropped.
  static func dumpParse(_ file: URL, in directory: URL) -> String? {
    guard let path else { return nil }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: path)
    p.arguments = ["-dump-parse", file.lastPathComponent]
    p.currentDirectoryURL = directory
    let out = Pipe()
    p.standardOutput = out
    p.standardError = FileHandle.nullDevice
    do { try p.run() } catch { return nil }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    var text = String(decoding: data, as: UTF8.self)
    for pattern in [#" (decl_context|init_context)=0x[0-9a-f]+"#] {
      text = text.replacingOccurrences(of: pattern, with: "", options: .regularExpression)
    }
    text = text.replacingOccurrences(of: #"<anonymous @ 0x[0-9a-f]+>"#, with: "<anonymous>", options: .regularExpression)
    return text.trimmingCharacters(in: .whitespacesAndNewlines) + "\n"
  }
}

