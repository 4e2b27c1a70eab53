import Foundation
import Testing

/// The tests that need the shared suite, `../shared/conformance` (and are skipped, as
/// such, without it): the single-file programs of its book and core tiers, built by
/// `miniswiftc` at `-Onone` and `-O` and compared with the output recorded there from
/// `swiftc -Onone`, and the symbols of the book programs read back by `swift demangle`.
/// Everything else runs from a fresh clone: see `RunPassTests`.
@Suite(.serialized, .enabled(if: TestSupport.conformanceDirectory != nil, "needs ../shared/conformance"))
struct SharedConformanceTests {
  static func programs(_ tier: String) -> [RunPassProgram] {
    guard let conformance = TestSupport.conformanceDirectory else { return [] }
    // A program without a recording there is a multi-file or module case, not a run-pass one.
    return RunPassProgram.all(in: conformance.appendingPathComponent(tier), prefix: "\(tier)/")
      .filter { $0.expectedExit != "missing" }
  }

  static let bookPrograms = programs("book")
  static let corePrograms = programs("core")

  @Test(arguments: SharedConformanceTests.bookPrograms)
  func bookTier(_ program: RunPassProgram) throws { try program.check() }

  @Test(arguments: SharedConformanceTests.corePrograms)
  func coreTier(_ program: RunPassProgram) throws { try program.check() }

  @Test(arguments: SharedConformanceTests.bookPrograms)
  func symbolsDemangle(_ program: RunPassProgram) throws {
    guard let demangler = TestSupport.which("swift"), let nm = TestSupport.which("nm") else {
      print("skipping symbol demangling: `swift` or `nm` is not installed")
      return
    }
    let dir = try TestSupport.makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let object = dir.appendingPathComponent("program.o").path
    let compile = try TestSupport.miniswiftc([program.path, "-c", "-o", object], in: dir)
    try #require(compile.status == 0, "miniswiftc -c failed on \(program.name): \(compile.stderr.prefix(2000))")
    let listing = try TestSupport.run(nm, ["--defined-only", "--format=just-symbols", object])
    let symbols = listing.stdout.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    #expect(!symbols.isEmpty)
    // `.L...` labels are assembler-local (constant pools LLVM refers to by relocation;
    // swiftc's objects have them too): not symbols of the program.
    let mangled = symbols.filter { $0 != "main" && !$0.hasPrefix(".L") }
    for s in mangled { #expect(s.hasPrefix("$s"), "\(program.name): \(s) is not a Swift mangled name") }
    let input = dir.appendingPathComponent("symbols.txt")
    try mangled.joined(separator: "\n").write(to: input, atomically: true, encoding: .utf8)
    let demangled = try TestSupport.run("/bin/sh", ["-c", "'\(demangler)' demangle < '\(input.path)'"])
    let lines = demangled.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (i, s) in mangled.enumerated() {
      let readable = i < lines.count ? lines[i] : ""
      #expect(readable != s && !readable.isEmpty && !readable.contains("$s"), "\(program.name): `swift demangle` cannot read \(s) (gave \(readable))")
    }
  }
}
