import Foundation

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
