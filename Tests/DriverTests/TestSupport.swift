import Foundation
import Testing

/// What the end-to-end tests share: where things are, and running programs.
enum TestSupport {
  /// The package root (this file is `<root>/Tests/DriverTests/TestSupport.swift`).
  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `../shared/conformance` (or `../../shared/conformance` from a worktree in
  /// `wt/NAME`), when present: only `SharedConformanceTests` needs it.
  static var conformanceDirectory: URL? {
    let parent = packageRoot.deletingLastPathComponent()
    for shared in [parent, parent.deletingLastPathComponent()].map({ $0.appendingPathComponent("shared/conformance") })
    where FileManager.default.fileExists(atPath: shared.path) {
      return shared
    }
    return nil
  }

  /// The built `miniswiftc`: next to the test binary (SwiftPM puts both in the same
  /// build folder), else `<root>/.build/debug/miniswiftc`.
  static var compiler: String {
    let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var dir = exe.deletingLastPathComponent()
    // The test binary may sit inside a `.xctest` bundle folder.
    for _ in 0..<4 {
      let candidate = dir.appendingPathComponent("miniswiftc").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      dir = dir.deletingLastPathComponent()
    }
    return packageRoot.appendingPathComponent(".build/debug/miniswiftc").path
  }

  /// The real swiftc, the oracle, if installed.
  static var swiftc: String? { which("swiftc") }

  static func which(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for dir in path.split(separator: ":") {
      let candidate = "\(dir)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  struct Result {
    var status: Int32
    /// True when the process died of a signal (then `status` is the signal number).
    var signaled: Bool
    var stdout: String
    var stderr: String
  }

  /// Runs a program to completion, with stdin from /dev/null.
  @discardableResult
  static func run(
    _ program: String, _ arguments: [String], in directory: URL? = nil,
    environment: [String: String]? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
    // The child inherits this thread's signal mask, and the test runner's threads block
    // most signals: gdb would then never hear of its inferior stopping (SIGCHLD).
    var all = sigset_t(), saved = sigset_t()
    sigemptyset(&all)
    pthread_sigmask(SIG_SETMASK, &all, &saved)
    defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
    try process.run()
    // Read both pipes concurrently with the process so a chatty child cannot block.
    nonisolated(unsafe) var errData = Data()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      errData = err.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      signaled: process.terminationReason == .uncaughtSignal,
      stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// Runs `miniswiftc` with the arguments.
  @discardableResult
  static func miniswiftc(_ arguments: [String], in directory: URL? = nil) throws -> Result {
    try run(compiler, arguments, in: directory)
  }

  /// Runs `body` in a fresh scratch folder, removed afterwards.
  static func withScratch(_ body: (URL) throws -> Void) throws {
    let dir = try makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try body(dir)
  }

  /// Library `L` (from `source`) built by miniswiftc and by swiftc as shared libraries in
  /// `dir`: the Swift symbols each defines that `keep` selects (from `nm`).
  static func librarySymbols(of source: String, in dir: URL, swiftc: String,
                             keep: (String) -> Bool) throws -> (ours: Set<String>, swiftcs: Set<String>) {
    try write(source, "L.swift", in: dir)
    let flags = ["-parse-as-library", "-emit-library", "-module-name", "L", "L.swift"]
    let ours = try miniswiftc(flags + ["-o", "libours.so"], in: dir)
    try #require(ours.status == 0, "miniswiftc failed: \(ours.stderr.prefix(2000))")
    let theirs = try run(swiftc, flags + ["-o", "libtheirs.so"], in: dir)
    try #require(theirs.status == 0, "swiftc failed: \(theirs.stderr.prefix(2000))")
    let nm = try #require(which("nm"))
    func symbols(_ name: String) throws -> Set<String> {
      let listing = try run(nm, ["--defined-only", "--format=just-symbols", dir.appendingPathComponent(name).path])
      return Set(listing.stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("$s") && keep($0) })
    }
    return (try symbols("libours.so"), try symbols("libtheirs.so"))
  }

  /// Expects the symbols of `library` that `keep` selects to be exactly swiftc's, among
  /// them `expected` (skipped, with a line that says so, without swiftc or nm).
  static func expectSwiftcsLibrarySymbols(of library: String, including expected: String,
                                          sourceLocation: SourceLocation = #_sourceLocation,
                                          keep: (String) -> Bool) throws {
    guard let swiftc, which("nm") != nil else {
      print("skipped: swiftc or nm is not installed")
      return
    }
    try withScratch { dir in
      let (mine, swiftcs) = try librarySymbols(of: library, in: dir, swiftc: swiftc, keep: keep)
      #expect(mine.contains(expected), sourceLocation: sourceLocation)
      #expect(mine.sorted() == swiftcs.sorted(), sourceLocation: sourceLocation)
    }
  }

  /// `library` built as the static library `L` with its module, then `program` against
  /// it, in `dir`, both with `flags` (`-O`), and run: what it printed.
  static func runAcrossModules(library: String, program: String, in dir: URL, flags: [String] = []) throws -> Result {
    try write(library, "L.swift", in: dir)
    try write(program, "main.swift", in: dir)
    let lib = try miniswiftc(
      flags + ["L.swift", "-emit-library", "-static", "-emit-module", "-parse-as-library", "-module-name", "L"], in: dir)
    #expect(lib.status == 0, "\(lib.stderr)")
    let exe = try miniswiftc(flags + ["main.swift", "-I", ".", "-L", ".", "-lL", "-o", "main"], in: dir)
    #expect(exe.status == 0, "\(exe.stderr)")
    return try run(dir.appendingPathComponent("main").path, [])
  }

  /// Writes `text` to the file `name` in `dir`.
  static func write(_ text: String, _ name: String, in dir: URL) throws {
    try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  /// A fresh scratch folder, removed by the caller with `removeItem`.
  static func makeScratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("miniswiftc-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
