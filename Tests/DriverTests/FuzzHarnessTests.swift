import Foundation
import Testing

/// The fuzzing harness (Tests/Fuzz) in a short run: a few thousand mutated test programs
/// through the lexer, parser, Sema and IRGen in-process, a handful through the built
/// `miniswiftc` (`-o`, `-O -o`); no crash, hang, invalid IR or output left behind. And
/// every finding of past campaigns, kept in Tests/Fuzz/Regressions, ends with status 0
/// or 1 in every mode, without an internal compiler error.
@Suite struct FuzzHarnessTests {
  static var harness: String {
    URL(fileURLWithPath: TestSupport.compiler).deletingLastPathComponent().appendingPathComponent("miniswiftc-fuzz").path
  }

  /// The corpus is the project's own test programs (run-pass programs, annotated Sema
  /// and parser inputs), so the run needs nothing outside the repository.
  @Test(.timeLimit(.minutes(3)))
  func shortRunFindsNothing() throws {
    try TestSupport.withScratch { dir in
      let corpus = ["Tests/DriverTests/Programs", "Tests/SemaTests/Inputs", "Tests/ParserTests/Inputs"].flatMap {
        ["--corpus", TestSupport.packageRoot.appendingPathComponent($0).path]
      }
      let r = try TestSupport.run(
        FuzzHarnessTests.harness,
        corpus + ["--seed", "2026", "--variants", "3000", "--chunk", "1500", "--compile-every", "1000",
         "--compiler", TestSupport.compiler, "--out", dir.path, "--quiet"])
      #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
      #expect(r.stdout.contains("done: 3000 variants"), "\(r.stdout)")
      #expect(r.stdout.contains(" 0 findings"), "\(r.stdout)")
    }
  }

  static var regressions: [URL] {
    let dir = TestSupport.packageRoot.appendingPathComponent("Tests/Fuzz/Regressions")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { dir.appendingPathComponent($0) }
  }

  @Test func regressionsEndCleanly() throws {
    try TestSupport.withScratch { dir in
      for file in FuzzHarnessTests.regressions {
        for mode in [["-typecheck"], ["-dump-ast"], ["-emit-ir"], ["-o", "a.out"], ["-O", "-o", "a.out"]] {
          let r = try TestSupport.miniswiftc([file.path] + mode, in: dir)
          #expect(!r.signaled && (r.status == 0 || r.status == 1), "\(file.lastPathComponent) \(mode): \(r.status)")
          #expect(!r.stderr.contains("internal compiler error"), "\(file.lastPathComponent) \(mode): \(r.stderr)")
        }
      }
    }
  }
}
