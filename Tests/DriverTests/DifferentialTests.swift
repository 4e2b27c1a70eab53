import Foundation
import Testing

/// End to end against the oracle: every program is compiled by `miniswiftc` at `-Onone`
/// and `-O`, run, and its stdout and exit compared with what the same program does when
/// `swiftc` builds it. For the conformance suite's single-file cases the oracle's output
/// is the recorded `.stdout`/`.exit` (written by `run --regenerate` from `swiftc -Onone`);
/// the programs of `DifferentialPrograms` are built with `swiftc` here.
@Suite(.serialized) struct DifferentialTests {
  struct Program: CustomStringConvertible, Sendable {
    let path: String
    let name: String
    /// The recorded oracle output, when the program comes with one.
    let expectedStdout: String?
    let expectedExit: String?
    /// The program text when it is not a file of its own (`DifferentialPrograms`).
    var source: String? = nil

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

  static let localPrograms: [Program] = DifferentialPrograms.all.map {
    Program(path: "", name: $0.name, expectedStdout: nil, expectedExit: nil, source: $0.source)
  }

  /// The shared folder: `<package root>/../shared`, or `../../shared` from a worktree
  /// in `wt/NAME`.
  static let shared: URL? = {
    if let s = TestSupport.sharedDirectory { return s }
    let url = TestSupport.packageRoot.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared")
    return FileManager.default.fileExists(atPath: url.appendingPathComponent("conformance").path) ? url : nil
  }()

  static func conformancePrograms(_ tier: String) -> [Program] {
    guard let shared else { return [] }
    return programs(in: shared.appendingPathComponent("conformance/\(tier)"), prefix: tier)
  }

  /// The run-pass programs of a folder: `name.swift` with the `name.stdout` (and, for a
  /// trap or a non-zero exit, `name.exit`) that swiftc's build of it printed.
  static func programs(in dir: URL, prefix: String) -> [Program] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return files.filter { $0.hasSuffix(".swift") }.sorted().compactMap { file in
      let stem = String(file.dropLast(".swift".count))
      let stdout = dir.appendingPathComponent(stem + ".stdout")
      guard let expected = try? String(contentsOf: stdout, encoding: .utf8) else { return nil }
      let exit = try? String(contentsOf: dir.appendingPathComponent(stem + ".exit"), encoding: .utf8)
      return Program(path: dir.appendingPathComponent(file).path, name: "\(prefix)/\(file)", expectedStdout: expected, expectedExit: exit)
    }
  }

  /// `Tests/RunPass/NAME.swift`: this project's run-pass programs, with the stdout
  /// (`NAME.stdout`) and outcome (`NAME.exit`, when not 0) recorded from `swiftc -Onone`
  /// by `Tests/RunPass/record` (adding a test is adding a file there).
  static let runPassPrograms = programs(in: TestSupport.packageRoot.appendingPathComponent("Tests/RunPass"), prefix: "RunPass")

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

  /// Whether the built driver makes executables yet (before the driver landed, it was a
  /// placeholder that exits 0 and writes nothing).
  static let driverBuildsExecutables: Bool = {
    guard let dir = try? TestSupport.makeScratchDirectory() else { return false }
    defer { try? FileManager.default.removeItem(at: dir) }
    let source = dir.appendingPathComponent("probe.swift")
    let exe = dir.appendingPathComponent("probe").path
    guard (try? "print(1)\n".write(to: source, atomically: true, encoding: .utf8)) != nil,
      let r = try? TestSupport.miniswiftc([source.path, "-o", exe], in: dir)
    else { return false }
    return r.status != 0 || FileManager.default.fileExists(atPath: exe)
  }()

  func check(_ program: Program) throws {
    guard Self.driverBuildsExecutables else {
      print("skipping \(program.name): the built miniswiftc does not write executables yet")
      return
    }
    let dir = try TestSupport.makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    var program = program
    if let source = program.source {
      let file = dir.appendingPathComponent(program.name)
      try source.write(to: file, atomically: true, encoding: .utf8)
      program = Program(path: file.path, name: program.name, expectedStdout: nil, expectedExit: nil)
    }

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

  @Test(arguments: DifferentialTests.runPassPrograms)
  func runPassFolder(_ program: Program) throws { try check(program) }

  /// Every symbol an object file built from a book program defines is a Swift mangled
  /// name that `swift demangle` reads back (or `main`).
  @Test(arguments: DifferentialTests.bookPrograms)
  func symbolsDemangle(_ program: Program) throws {
    guard Self.driverBuildsExecutables else {
      print("skipping \(program.name): the built miniswiftc does not write object files yet")
      return
    }
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
