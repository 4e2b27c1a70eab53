import Foundation
import Testing

/// Dictionaries and sets keep their entries in the C runtime (Runtime/dictionary.c), out
/// of the reach of the ARC checks IRGen's own code gets: valgrind runs the run-pass
/// programs that grow, share, merge and empty tables (with class, string, array and
/// struct values) and must see no invalid access and no leak, at -Onone and -O.
@Suite struct CollectionsRuntimeTests {
  static let programs = ["dictionaries_basics", "dictionaries_growth", "dictionaries_merge", "sets_algebra"]

  @Test(.enabled(if: TestSupport.which("valgrind") != nil && TestSupport.which("strip") != nil, "valgrind not found"))
  func valgrindFindsNoInvalidAccessOrLeak() throws {
    try TestSupport.withScratch { dir in
      for name in CollectionsRuntimeTests.programs {
        let source = RunPassTests.folder.appendingPathComponent("\(name).swift")
        try TestSupport.write(try String(contentsOf: source, encoding: .utf8), "\(name).swift", in: dir)
        for level in ["-Onone", "-O"] {
          let r = try TestSupport.miniswiftc([level, "-module-name", "main", "\(name).swift", "-o", name], in: dir)
          #expect(r.status == 0, "\(r.stderr)")
          // valgrind 3.19 cannot read the runtime's DWARF 5: check the code without it.
          try TestSupport.run(TestSupport.which("strip")!, ["-g", name], in: dir)
          let v = try TestSupport.run(
            TestSupport.which("valgrind")!,
            ["--leak-check=full", "--errors-for-leak-kinds=definite", "--error-exitcode=9", "./\(name)"], in: dir)
          #expect(v.status == 0, "\(name) \(level): \(v.stderr)")
          #expect(v.stderr.contains("ERROR SUMMARY: 0 errors"), "\(name) \(level)")
          #expect(
            v.stderr.contains("definitely lost: 0 bytes") || v.stderr.contains("All heap blocks were freed"),
            "\(name) \(level)")
        }
      }
    }
  }
}
