import Foundation
import Testing

/// Deep and long inputs, run through the built compiler (whatever the build: `swift
/// test` uses the debug one, whose stack frames are several times larger): every stage
/// ends with status 0 or 1, within 10 seconds, never a signal. The driver runs its
/// stages on a stack sized for the depth limits (`withLargeStack`), and no stage may
/// take time quadratic in the length of a chain.
@Suite(.serialized) struct DepthLimitTests {
  /// One program per kind of chain, `n` terms long or deep.
  static func programs(_ n: Int) -> [(String, String)] {
    func chain(_ term: String, _ op: String) -> String { Array(repeating: term, count: n).joined(separator: " \(op) ") }
    return [
      ("plus", "let x = \(chain("1", "+"))\nprint(x)\n"),
      ("minus", "let x = \(chain("1", "-"))\nprint(x)\n"),
      ("and", "let x = \(chain("true", "&&"))\nprint(x)\n"),
      ("concat", "let x = \(chain("\"a\"", "+"))\nprint(x)\n"),
      ("coalesce", "let a: Int? = 1\nlet x = \(chain("a", "??"))\nprint(x)\n"),
      ("ternary", "let x = " + String(repeating: "true ? 1 : ", count: n) + "0\nprint(x)\n"),
      ("negation", "let x = " + String(repeating: "-", count: n) + "1\nprint(x)\n"),
      ("tries", "func f() throws -> Int { 1 }\nlet x = " + String(repeating: "try? ", count: n) + "f()\nprint(x)\n"),
      ("parens", "let x = " + String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n) + "\n"),
      ("brackets", "let x = " + String(repeating: "[", count: n) + "1" + String(repeating: "]", count: n) + "\n"),
      ("closures", "let x = " + String(repeating: "{ ", count: n) + "1" + String(repeating: " }", count: n) + "\n"),
      ("calls", "func f(_ x: Int) -> Int { x }\nlet x = " + String(repeating: "f(", count: n) + "1"
        + String(repeating: ")", count: n) + "\n"),
      ("types", String(repeating: "struct A { ", count: n) + String(repeating: "}", count: n) + "\n"),
      ("functions", String(repeating: "func f() { ", count: n) + String(repeating: "}", count: n) + "\n"),
      ("ifs", String(repeating: "if true { ", count: n) + String(repeating: "}", count: n) + "\n"),
      ("classes", "class C0 {}\n" + (1..<n).map { "class C\($0): C\($0 - 1) {}\n" }.joined() + "print(1)\n"),
      ("protocols", "protocol P0 {}\n" + (1..<n).map { "protocol P\($0): P\($0 - 1) {}\n" }.joined()
        + "struct S: P\(n - 1) {}\nprint(1)\n"),
    ]
  }

  static func check(_ n: Int, modes: [[String]]) throws {
    let dir = try TestSupport.makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    for (name, text) in programs(n) {
      let path = dir.appendingPathComponent("\(name)\(n).swift").path
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      for mode in modes {
        let arguments = mode + [path, "-o", dir.appendingPathComponent("out").path]
        // The compiler's own CPU time (user + system), through time(1) where present: the
        // wall-clock time of a test run in parallel with others on a busy machine says
        // little. The wall-clock limit only guards against a hang.
        let start = Date()
        let r: TestSupport.Result
        var cpu: Double?
        if let time = TestSupport.which("time") ?? (FileManager.default.isExecutableFile(atPath: "/usr/bin/time") ? "/usr/bin/time" : nil) {
          r = try TestSupport.run(time, ["-f", "cpu %U %S", TestSupport.compiler] + arguments)
          let last = r.stderr.split(separator: "\n").last { $0.hasPrefix("cpu ") } ?? ""
          cpu = last.split(separator: " ").dropFirst().compactMap { Double($0) }.reduce(0, +)
        } else {
          r = try TestSupport.miniswiftc(arguments)
        }
        let seconds = Date().timeIntervalSince(start)
        #expect(!r.stderr.contains("Command terminated by signal") && !r.signaled && (r.status == 0 || r.status == 1),
                "\(name) \(n) \(mode): status \(r.status)")
        #expect((cpu ?? seconds) < 10, "\(name) \(n) \(mode): \(cpu ?? seconds) s")
        #expect(seconds < 60, "\(name) \(n) \(mode): \(seconds) s of wall-clock time")
      }
    }
  }

  /// 1,000 terms: past the expression depth limit (1,000), through every stage.
  @Test func thousandTermChains() throws {
    try DepthLimitTests.check(1_000, modes: [["-typecheck"], ["-dump-parse"], ["-dump-ast"], ["-emit-ir"], []])
  }

  /// 100,000 terms: no stage may be quadratic in the chain (the type checker asked
  /// each level of an operator chain about the whole chain below it, and walked each
  /// class's superclass chain to the root).
  @Test func hundredThousandTermChains() throws {
    try DepthLimitTests.check(100_000, modes: [["-typecheck"]])
  }

  /// 10,000 declarations each naming the one before.
  @Test func tenThousandChainedDeclarations() throws {
    try DepthLimitTests.check(10_000, modes: [["-typecheck"], ["-emit-ir"]])
  }
}
