import Foundation
import Testing

/// Diagnostics as swiftc prints them, which `-verify` does not check: their order (a
/// body's type-checking warnings before the warnings about its variables), the group
/// swiftc names after a message (`[#no-usage]`) and the notes in place. Each program in
/// `DiagnosticText/` is type-checked by both compilers and their
/// `file:line:col: severity: message` lines compared one by one. Adding a case means
/// adding a file.
@Suite struct DiagnosticTextTests {
  static let folder = TestSupport.packageRoot.appendingPathComponent("Tests/DriverTests/DiagnosticText")

  static let programs: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted()
  }()

  @Test(arguments: programs) func diagnosticsAreSwiftcs(_ name: String) throws {
    guard let swiftc = TestSupport.swiftc else {
      print("skipping \(name): swiftc is not installed")
      return
    }
    let source = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
    try TestSupport.withScratch { dir in
      try TestSupport.write(source, name, in: dir)
      let ours = try TestSupport.miniswiftc(["-typecheck", name], in: dir)
      let theirs = try TestSupport.run(swiftc, ["-typecheck", "-diagnostic-style=llvm", name], in: dir)
      let mine = NoteOrderTests.lines(ours.stderr, in: name)
      #expect(!mine.isEmpty)
      #expect(mine == NoteOrderTests.lines(theirs.stderr, in: name), "\(name):\n\(ours.stderr)\nswiftc:\n\(theirs.stderr)")
    }
  }
}
