import Foundation
import Testing

/// End to end against the oracle: every program is compiled by `miniswiftc` at `-Onone`
/// and `-O`, run, and its stdout and exit compared with what the same program does when
/// `swiftc` builds it. For the conformance suite's single-file cases the oracle's output
/// is the recorded `.stdout`/`.exit` (written by `run --regenerate` from `swiftc -Onone`);
/// the programs in `Tests/DriverTests/Programs` are built with `swiftc` here.
@Suite(.serialized) struct DifferentialTests {
  struct Program: CustomStringConvertible, Sendable {
    let path: String
    let name: String
    /// The recorded oracle output, when the program comes with one.
    let expectedStdout: String?
    let expectedExit: String?

    var description: String { name }
  }

  /// How a run ended, as the conformance runner classifies it.
  enum Outcome: Equatable, CustomStringConvertible {
    case exit(Int32)
    case trap
    case crash(Int32)

    var description: String {
      switch self {
      case .exit(let s): "exit \(s)"
      case .trap: "trap"
      case .crash(let s): "crash (signal \(s))"
      }
    }

    init(_ r: TestSupport.Result) {
      if r.signaled {
        // SIGILL 4, SIGTRAP 5, SIGABRT 6
        self = [4, 5, 6].contains(r.status) ? .trap : .crash(r.status)
      } else {
        self = .exit(r.status)
      }
    }

    init(recorded: String?) {
      guard let text = recorded?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else {
        self = .exit(0)
        return
      }
      self = text == "trap" ? .trap : .exit(Int32(text) ?? 0)
    }
  }

  static let localPrograms: [Program] = {
    let dir = TestSupport.packageRoot.appendingPathComponent("Tests/DriverTests/Programs")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return files.filter { $0.hasSuffix(".swift") }.sorted().map {
      Program(path: dir.appendingPathComponent($0).path, name: "Programs/" + $0, expectedStdout: nil, expectedExit: nil)
    }
  }()

  static func conformancePrograms(_ tier: String) -> [Program] {
    guard let shared = TestSupport.sharedDirectory else { return [] }
    let dir = shared.appendingPathComponent("conformance/\(tier)")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return files.filter { $0.hasSuffix(".swift") }.sorted().compactMap { file in
      let stem = String(file.dropLast(".swift".count))
      let stdout = dir.appendingPathComponent(stem + ".stdout")
      guard let expected = try? String(contentsOf: stdout, encoding: .utf8) else { return nil }
      let exit = try? String(contentsOf: dir.appendingPathComponent(stem + ".exit"), encoding: .utf8)
      return Program(path: dir.appendingPathComponent(file).path, name: "\(tier)/\(file)", expectedStdout: expected, expectedExit: exit)
    }
  }

  static let bookPrograms = conformancePrograms("book")
  static let corePrograms = conformancePrograms("core")

  /// Compiles with miniswiftc (`flags`), runs, and returns the result, or records why
  /// it could not.
  func runMiniswiftc(_ program: Program, _ flags: [String], in dir: URL) throws -> TestSupport.Result? {
    let exe = dir.appendingPathComponent("mini\(flags.joined())").path
    let compile = try TestSupport.miniswiftc([program.path, "-o", exe] + flags, in: dir)
    guard compile.status == 0, !compile.signaled else {
      Issue.record("miniswiftc \(flags.joined(separator: " ")) failed on \(program.name): \(compile.stderr.prefix(2000))")
      return nil
    }
    return try TestSupport.run(exe, [], in: dir)
  }

  func check(_ program: Program) throws {
    let dir = try TestSupport.makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }

    var expectedStdout = program.expectedStdout
    var expectedOutcome = Outcome(recorded: program.expectedExit)
    if expectedStdout == nil {
      guard let swiftc = TestSupport.swiftc else {
        // No oracle for this program on this machine.
        print("skipping \(program.name): swiftc is not installed")
        return
      }
      let exe = dir.appendingPathComponent("oracle").path
      let compile = try TestSupport.run(swiftc, ["-Onone", program.path, "-o", exe], in: dir)
      try #require(compile.status == 0, "swiftc cannot build \(program.name): \(compile.stderr)")
      let oracle = try TestSupport.run(exe, [], in: dir)
      expectedStdout = oracle.stdout
      expectedOutcome = Outcome(oracle)
    }

    for flags in [["-Onone"], ["-O"]] {
      guard let result = try runMiniswiftc(program, flags, in: dir) else { continue }
      #expect(result.stdout == expectedStdout, "\(program.name) \(flags[0]): stdout differs")
      #expect(Outcome(result) == expectedOutcome, "\(program.name) \(flags[0]): \(Outcome(result)) instead of \(expectedOutcome); stderr: \(result.stderr.prefix(500))")
    }
  }

  @Test(arguments: DifferentialTests.bookPrograms)
  func bookTier(_ program: Program) throws { try check(program) }

  @Test(arguments: DifferentialTests.corePrograms)
  func coreTier(_ program: Program) throws { try check(program) }

  @Test(arguments: DifferentialTests.localPrograms)
  func programsFolder(_ program: Program) throws { try check(program) }

  /// Every symbol an object file built from a book program defines is a Swift mangled
  /// name that `swift demangle` reads back (or `main`).
  @Test(arguments: DifferentialTests.bookPrograms)
  func symbolsDemangle(_ program: Program) throws {
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
    let mangled = symbols.filter { $0 != "main" }
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
