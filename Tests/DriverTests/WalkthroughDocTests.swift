import Foundation
import Testing

/// The pages in `docs/` show commands with their output; these tests run the commands
/// (through `docs/console.sh`, the same script that regenerates the outputs) and fail
/// when a page shows something the commands no longer print, and check that every
/// relative link of the pages leads somewhere.
@Suite struct WalkthroughDocTests {
  static var docs: URL { TestSupport.packageRoot.appendingPathComponent("docs") }

  static func pages() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: docs, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "md" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  /// The commands of the ```console blocks of a page.
  static func commands(in page: String) -> [String] {
    var out: [String] = []
    var inBlock = false
    for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
      if inBlock {
        if line == "```" { inBlock = false } else if line.hasPrefix("$ ") { out.append(String(line.dropFirst(2))) }
      } else if line == "```console" {
        inBlock = true
      }
    }
    return out
  }

  @Test func transcriptsAreWhatTheCommandsPrint() throws {
    // The walkthrough calls the Swift toolchain (swiftc, swift demangle) as the oracle,
    // binutils and cc: without them its transcript cannot match.
    let missing = ["swiftc", "swift", "readelf", "nm", "cc", "awk", "sed"].filter { TestSupport.which($0) == nil }
    guard missing.isEmpty else {
      print("skipped: \(missing.joined(separator: ", ")) not installed")
      return
    }
    let bin = URL(fileURLWithPath: TestSupport.compiler).deletingLastPathComponent().path
    let r = try TestSupport.run(
      "/bin/bash", [Self.docs.appendingPathComponent("console.sh").path], environment: ["MINISWIFTC_BIN": bin])
    #expect(
      r.status == 0,
      "docs/ shows outputs the commands no longer print; check the diff, then run docs/console.sh --update\n\(r.stdout)\(r.stderr)"
    )
  }

  /// The walkthrough runs every flag of the chapter it is meant to show.
  @Test func walkthroughCoversTheChapter() throws {
    let page = try String(contentsOf: Self.docs.appendingPathComponent("walkthrough.md"), encoding: .utf8)
    let commands = Self.commands(in: page)
    #expect(commands.count >= 30)
    for flag in [
      "-dump-tokens", "-dump-parse", "-debug-trace-parse", "-dump-ast", "-emit-sil", "-emit-ir", "-O ",
      "-emit-library -emit-module", "-emit-executable", "-debug-time-compilation", "-rpath", "-g ",
    ] {
      #expect(commands.contains { $0.contains(flag) }, "no command of walkthrough.md uses \(flag)")
    }
    // The book's two errors.
    #expect(commands.contains { $0.contains("var houseNo: Int; {") })
    #expect(commands.contains { $0.contains("s/Int/Foo/") })
    #expect(page.contains("employee.swift:4:23: error: expected declaration"))
    #expect(page.contains("employee.swift:4:18: error: cannot find type 'Foo' in scope"))
  }

  /// Every relative link resolves, and a link whose text names code (`` `Parser.parse` ``)
  /// leads to a file that mentions those names.
  @Test func relativeLinksResolve() throws {
    var checked = 0
    for page in try Self.pages() {
      let text = try String(contentsOf: page, encoding: .utf8)
      for link in Self.links(in: text) {
        if link.target.hasPrefix("http://") || link.target.hasPrefix("https://") || link.target.hasPrefix("#") {
          continue
        }
        guard let target = link.target.split(separator: "#", maxSplits: 1).first else {
          Issue.record("\(page.lastPathComponent): [\(link.text)]() has no target (code that reads as a link is written between double backticks)")
          continue
        }
        let path = String(target)
        let url = page.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        #expect(exists, "\(page.lastPathComponent): [\(link.text)](\(link.target)) leads nowhere")
        checked += 1
        guard exists, !isDirectory.boolValue, let contents = try? String(contentsOf: url, encoding: .utf8) else {
          continue
        }
        for name in Self.codeNames(in: link.text, fileName: url.lastPathComponent) {
          let mentioned = contents.contains(name)
          #expect(
            mentioned,
            "\(page.lastPathComponent): [\(link.text)](\(link.target)): \(path) does not mention \(name)")
        }
      }
    }
    #expect(checked >= 30)
  }

  /// `[text](target)` pairs of a Markdown page (outside code blocks and ``code``).
  static func links(in page: String) -> [(text: String, target: String)] {
    var out: [(String, String)] = []
    var inCode = false
    for line in page.split(separator: "\n") {
      if line.hasPrefix("```") { inCode.toggle() }
      if inCode { continue }
      // A link written as code (between double backticks) is an example, not a link.
      let parts = line.components(separatedBy: "``")
      var rest = Substring(parts.enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined())
      while let open = rest.firstIndex(of: "[") {
        guard let close = rest[open...].firstIndex(of: "]") else { break }
        let after = rest.index(after: close)
        guard after < rest.endIndex, rest[after] == "(", let end = rest[after...].firstIndex(of: ")") else {
          rest = rest[after...]
          continue
        }
        out.append((String(rest[rest.index(after: open)..<close]), String(rest[rest.index(after: after)..<end])))
        rest = rest[rest.index(after: end)...]
      }
    }
    return out
  }

  /// The identifiers of the code spans of a link's text (`Linker.linkLibrary` gives
  /// `Linker` and `linkLibrary`), leaving out paths and the file's own name.
  static func codeNames(in text: String, fileName: String) -> [String] {
    let spans = text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    var names: [String] = []
    for span in spans where !span.contains("/") && span != fileName {
      names += span.split(separator: ".").map(String.init).filter { !$0.isEmpty }
    }
    return names
  }
}
