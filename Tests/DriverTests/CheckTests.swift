import Foundation
import Testing

/// `assert`, `precondition`, `assertionFailure`, `preconditionFailure`, `fatalError`:
/// each program in `Checks/` is built by swiftc (the oracle) and by miniswiftc at -Onone
/// and at -O, and the two must agree on stdout, on how the program ends (exit or trap)
/// and on the message line printed to stderr (`main/FILE.swift:LINE: KIND: MESSAGE`, or
/// `Swift/FILE.swift:LINE: ...` for a check inside the library).
/// Adding a case means adding a file to `Checks/`.
@Suite struct CheckTests {
  static let folder = TestSupport.packageRoot.appendingPathComponent("Tests/DriverTests/Checks")

  static let programs: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted()
  }()

  /// What a run shows: stdout, whether it trapped, and the runtime's message line.
  struct Behaviour: Equatable, CustomStringConvertible {
    var stdout: String
    var trapped: Bool
    var status: Int32
    var message: String?

    init(_ r: TestSupport.Result) {
      stdout = r.stdout
      trapped = r.signaled && [4, 5, 6].contains(r.status)
      status = r.status
      // (A check of the library's is reported at Swift's own source: `Swift/Collection.swift:1329: ...`.)
      message = r.stderr.split(separator: "\n").first { $0.hasPrefix("main/") || $0.hasPrefix("Swift/") }.map(String.init)
    }

    var description: String {
      "stdout \(stdout.debugDescription), \(trapped ? "trap" : "exit \(status)"), message \(message ?? "none")"
    }
  }

  @Test(arguments: CheckTests.programs)
  func agreesWithSwiftc(_ name: String) throws {
    guard let swiftc = TestSupport.swiftc else {
      print("skipping \(name): swiftc is not installed")
      return
    }
    let dir = try TestSupport.makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let source = Self.folder.appendingPathComponent(name).path
    for flag in ["-Onone", "-O"] {
      // The same module name for both, so the message's #fileID is the same.
      let arguments = [flag, "-module-name", "main", source, "-o"]
      let oracle = dir.appendingPathComponent("oracle\(flag)").path
      let built = try TestSupport.run(swiftc, arguments + [oracle], in: dir)
      try #require(built.status == 0, "swiftc cannot build \(name): \(built.stderr)")
      let ours = dir.appendingPathComponent("mini\(flag)").path
      let compiled = try TestSupport.miniswiftc(arguments + [ours], in: dir)
      try #require(compiled.status == 0, "miniswiftc cannot build \(name): \(compiled.stderr)")
      let expected = Behaviour(try TestSupport.run(oracle, [], in: dir))
      let actual = Behaviour(try TestSupport.run(ours, [], in: dir))
      #expect(actual == expected, "\(name) \(flag): \(actual) instead of \(expected)")
    }
  }
}
