import Foundation
import Testing

/// The errors swiftc finds when it lowers a program to SIL (a missing return, a use
/// before initialization, a `guard` that falls through, overlapping inout accesses, an
/// overflowing constant): `-typecheck` stops before lowering and reports none of them,
/// as swiftc's does, while a build reports them all. (swiftc orders them by the SIL pass
/// that finds them, so a build's errors are compared as a set.)
@Suite struct LoweringDiagnosticsTests {
  static let sources: [String: String] = [
    "missing_return.swift": "func f() -> Int {\n}\nfunc g(_ b: Bool) -> Int {\n  if b { return 1 }\n}\n",
    "uninitialized.swift": "func f() -> Int {\n  let x: Int\n  return x\n}\nprint(f())\n",
    "guard_falls_through.swift": "func f(_ x: Int?) {\n  guard let y = x else { print(0) }\n  print(y)\n}\n",
    "exclusivity.swift": "func s(_ a: inout Int, _ b: inout Int) {}\nvar v = 1\ns(&v, &v)\n",
    "overflow.swift": "let a: Int8 = 127 + 1\nlet b: Int8 = 300\nlet c = 1 / 0\n",
  ]

  /// The `file:line:col: error: message` lines of a compiler's output (without the
  /// diagnostic group swiftc names after some, ` [#ExclusivityViolation]`).
  static func errors(_ stderr: String) -> [String] {
    stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map { line in
      line.range(of: " [#").map { String(line[..<$0.lowerBound]) } ?? String(line)
    }.sorted()
  }

  @Test(arguments: sources.keys.sorted()) func typecheckIsSilentAndABuildReports(_ name: String) throws {
    guard let swiftc = TestSupport.swiftc else {
      print("skipping \(name): swiftc is not installed")
      return
    }
    try TestSupport.withScratch { dir in
      try TestSupport.write(Self.sources[name]!, name, in: dir)
      let typecheck = try TestSupport.miniswiftc(["-typecheck", name], in: dir)
      #expect(typecheck.status == 0 && typecheck.stderr.isEmpty, "miniswiftc -typecheck \(name):\n\(typecheck.stderr)")
      let swiftcTypecheck = try TestSupport.run(swiftc, ["-typecheck", name], in: dir)
      #expect(swiftcTypecheck.status == 0 && swiftcTypecheck.stderr.isEmpty, "swiftc -typecheck \(name):\n\(swiftcTypecheck.stderr)")
      let build = try TestSupport.miniswiftc([name, "-o", "a.out"], in: dir)
      let swiftcBuild = try TestSupport.run(swiftc, ["-diagnostic-style=llvm", name, "-o", "a.out"], in: dir)
      #expect(build.status == 1 && swiftcBuild.status == 1)
      #expect(!Self.errors(build.stderr).isEmpty)
      #expect(Self.errors(build.stderr) == Self.errors(swiftcBuild.stderr), "\(name):\n\(build.stderr)\nswiftc:\n\(swiftcBuild.stderr)")
    }
  }
}
