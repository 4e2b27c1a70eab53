import Foundation
import Testing

/// A program with the output swiftc's build of it gives, recorded next to it
/// (`NAME.stdout`, and `NAME.exit` when it does not exit 0), and the check every
/// run-pass test makes: `miniswiftc` builds it at `-Onone` and at `-O`, and each build
/// prints the same bytes and ends the same way (exit status, or a trap).
struct RunPassProgram: CustomStringConvertible, Sendable {
  let path: String
  let name: String
  let expectedStdout: String
  let expectedExit: String?

  var description: String { name }

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

  /// The programs of a folder: each `NAME.swift` with its recorded `NAME.stdout` (a
  /// program without a recording is a test that fails, naming `Tests/record`).
  static func all(in dir: URL, prefix: String = "") -> [RunPassProgram] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return files.filter { $0.hasSuffix(".swift") }.sorted().map { file in
      let stem = String(file.dropLast(".swift".count))
      let stdout = try? String(contentsOf: dir.appendingPathComponent(stem + ".stdout"), encoding: .utf8)
      let exit = try? String(contentsOf: dir.appendingPathComponent(stem + ".exit"), encoding: .utf8)
      return RunPassProgram(
        path: dir.appendingPathComponent(file).path, name: prefix + file,
        expectedStdout: stdout ?? "", expectedExit: stdout == nil ? "missing" : exit)
    }
  }

  func check() throws {
    try #require(expectedExit != "missing", "\(name) has no recorded output: run Tests/record \(path)")
    let dir = try TestSupport.makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let expectedOutcome = Outcome(recorded: expectedExit)
    for flags in [["-Onone"], ["-O"]] {
      let exe = dir.appendingPathComponent("program\(flags[0])").path
      // The module is `main` here and in the recording (types print qualified by it).
      let compile = try TestSupport.miniswiftc([path, "-module-name", "main", "-o", exe] + flags, in: dir)
      guard compile.status == 0, !compile.signaled else {
        Issue.record("miniswiftc \(flags[0]) failed on \(name): \(compile.stderr.prefix(2000))")
        continue
      }
      let result = try TestSupport.run(exe, [], in: dir)
      if result.stdout != expectedStdout {
        let diff = try Self.diff(expected: expectedStdout, actual: result.stdout, in: dir)
        Issue.record("\(name) \(flags[0]): stdout differs from the recording (- swiftc, + miniswiftc):\n\(diff)")
      }
      #expect(Outcome(result) == expectedOutcome, "\(name) \(flags[0]): \(Outcome(result)) instead of \(expectedOutcome); stderr: \(result.stderr.prefix(500))")
    }
  }

  /// `diff -u` of the two outputs.
  static func diff(expected: String, actual: String, in dir: URL) throws -> String {
    let a = dir.appendingPathComponent("expected.stdout")
    let b = dir.appendingPathComponent("actual.stdout")
    try expected.write(to: a, atomically: true, encoding: .utf8)
    try actual.write(to: b, atomically: true, encoding: .utf8)
    guard let diff = TestSupport.which("diff") else { return "expected:\n\(expected)\nactual:\n\(actual)" }
    return try TestSupport.run(diff, ["-u", a.path, b.path]).stdout
  }
}
