// Traps and printing, observed from the outside: a small C program is linked with the
// runtime's sources by `cc` (as miniswiftc links programs), run for each case, and its
// stdout, stderr and way of dying are compared with the expected Swift behaviour. Where
// `swiftc` is available the same cases are also compiled as Swift and run, and the
// outputs must agree byte for byte (the first stderr line: Swift's runtime then adds a
// crash report that miniswiftc programs do not print).
import Foundation
import MiniSwiftRuntime
import Testing

let runtimeSources = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Sources/Runtime")

struct Outcome: Equatable, CustomStringConvertible {
  var stdout: String
  var stderrFirstLine: String
  var signal: Int32?   // the signal that killed it, if any
  var status: Int32    // exit status otherwise
  var description: String { "stdout \(stdout.debugDescription), stderr \(stderrFirstLine.debugDescription), signal \(signal.map(String.init) ?? "-"), status \(status)" }
}

func run(_ executable: URL, _ arguments: [String], environment: [String: String] = [:], stdin: [UInt8]? = nil) throws -> Outcome {
  let p = Process()
  p.executableURL = executable
  p.arguments = arguments
  var env = ProcessInfo.processInfo.environment
  for (k, v) in environment { env[k] = v }
  p.environment = env
  let out = Pipe(), err = Pipe()
  p.standardOutput = out
  p.standardError = err
  let input = Pipe()
  p.standardInput = input
  try p.run()
  if let stdin { input.fileHandleForWriting.write(Data(stdin)) }
  try? input.fileHandleForWriting.close()
  let outData = out.fileHandleForReading.readDataToEndOfFile()
  let errData = err.fileHandleForReading.readDataToEndOfFile()
  p.waitUntilExit()
  let errText = String(decoding: errData, as: UTF8.self)
  let first = errText.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
  return Outcome(stdout: String(decoding: outData, as: UTF8.self), stderrFirstLine: first,
                 signal: p.terminationReason == .uncaughtSignal ? p.terminationStatus : nil,
                 status: p.terminationReason == .exit ? p.terminationStatus : 0)
}

func findTool(_ name: String, extra: [String] = []) -> URL? {
  let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
  for dir in path + extra {
    let url = URL(fileURLWithPath: dir).appendingPathComponent(name)
    if FileManager.default.isExecutableFile(atPath: url.path) { return url }
  }
  return nil
}

/// The C side: every case does what the Swift program below does, through the runtime.
let driverSource = #"""
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "MiniSwiftRuntime.h"

static MSArray *ints(int n) {
  MSArray *a = ms_array_alloc(sizeof(int64_t), 0, NULL, NULL);
  for (int64_t i = 1; i <= n; i++) ms_array_append(&a, &i);
  return a;
}

int main(int argc, char **argv) {
  const char *c = argv[1];
  intptr_t line = argc > 2 ? atol(argv[2]) : 0;
  const char *file = "main/main.swift";
  const char *arg = argc > 3 ? argv[3] : "0";
  const char *arg2 = argc > 4 ? argv[4] : "0";
  if (!strcmp(c, "print")) {
    MSString *s = ms_string_from_cstring("h\xc3\xa9llo");
    ms_print_string(s); ms_print_cstring("\n");
    ms_print_int(INT64_MIN); ms_print_cstring(" "); ms_print_int(42); ms_print_cstring("\n");
    ms_print_double(0.1); ms_print_cstring(" "); ms_print_double(-0.0); ms_print_cstring(" ");
    ms_print_double(1e16); ms_print_cstring(" "); ms_print_double(-__builtin_nan("")); ms_print_cstring("\n");
    ms_print_bool(true); ms_print_cstring(" "); ms_print_bool(false); ms_print_cstring("\n");
    MSString *d = ms_string_from_double(2.5);
    MSString *t = ms_string_concat(s, d);
    ms_string_append(&t, t);
    ms_print_string(t); ms_print_cstring("\n");
    ms_release(&s->header); ms_release(&d->header); ms_release(&t->header);
    return 0;
  }
  if (!strcmp(c, "lost")) { ms_print_cstring("before\n"); ms_fatal_error("boom", file, line); }
  if (!strcmp(c, "fatal0")) ms_fatal_error("", file, line);
  if (!strcmp(c, "fatalnull")) ms_fatal_error(NULL, file, line);
  if (!strcmp(c, "multiline")) ms_fatal_error("two\nlines", file, line);
  if (!strcmp(c, "precondition")) ms_assertion_failure("Precondition failed", "pre msg", file, line);
  if (!strcmp(c, "precondition0")) ms_assertion_failure("Precondition failed", NULL, file, line);
  if (!strcmp(c, "assert")) ms_assertion_failure("Assertion failed", "amsg", file, line);
  if (!strcmp(c, "unwrap")) ms_unwrap_nil(file, line);
  if (!strcmp(c, "overflow")) ms_trap();
  if (!strcmp(c, "d2i")) { ms_print_int(ms_double_to_int(strtod(arg, NULL), NULL, 0)); ms_print_cstring("\n"); return 0; }
  if (!strcmp(c, "div")) { ms_print_int(ms_int_divide(atoll(arg), atoll(arg2), NULL, 0)); ms_print_cstring("\n"); return 0; }
  if (!strcmp(c, "mod")) { ms_print_int(ms_int_remainder(atoll(arg), atoll(arg2), NULL, 0)); ms_print_cstring("\n"); return 0; }
  if (!strcmp(c, "get")) {
    MSArray *a = ints(3);
    intptr_t i = atol(arg);
    ms_array_check_index(a, i, NULL, 0);
    ms_print_int(*(int64_t *)ms_array_element(a, i)); ms_print_cstring("\n");
    return 0;
  }
  if (!strcmp(c, "set")) { MSArray *a = ints(3); int64_t v = 5; ms_array_set(&a, atol(arg), &v, NULL, 0); return 0; }
  if (!strcmp(c, "removeLast")) { MSArray *a = ints(0); int64_t v; ms_array_remove_last(&a, &v); return 0; }
  if (!strcmp(c, "insert")) { MSArray *a = ints(3); int64_t v = 9; ms_array_insert(&a, &v, atol(arg), NULL, 0); return 0; }
  if (!strcmp(c, "removeAt")) { MSArray *a = ints(3); ms_array_remove_at(&a, atol(arg), NULL, NULL, 0); return 0; }
  if (!strcmp(c, "readLine")) {
    MSString *l;
    while ((l = ms_read_line(true)) != NULL) {
      MSString *d = ms_string_debug_description(l);
      ms_print_string(d); ms_print_cstring(" "); ms_print_int(ms_string_count(l)); ms_print_cstring("\n");
      ms_release(&d->header); ms_release(&l->header);
    }
    ms_print_cstring("end\n");
    return 0;
  }
  if (!strcmp(c, "readLineRaw")) {
    MSString *l;
    while ((l = ms_read_line(false)) != NULL) {
      MSString *d = ms_string_debug_description(l);
      ms_print_string(d); ms_print_cstring("\n");
      ms_release(&d->header); ms_release(&l->header);
    }
    return 0;
  }
  if (!strcmp(c, "repeatNegative")) { MSString *s = ms_string_from_cstring("ab"); ms_string_repeating(s, -1); return 0; }
  if (!strcmp(c, "arrayRepeatNegative")) { int64_t one = 1; ms_array_repeating(&one, -1, 8, NULL, NULL); return 0; }
  if (!strcmp(c, "halfOpen")) { ms_check_range(atoll(arg), atoll(arg2), false, NULL, 0); ms_print_cstring("ok\n"); return 0; }
  if (!strcmp(c, "closed")) { ms_check_range(atoll(arg), atoll(arg2), true, NULL, 0); ms_print_cstring("ok\n"); return 0; }
  return 2;
}
"""#

/// The Swift side. `n` is 5 (five arguments) in every run, which keeps the optimizer out.
let swiftSource = #"""
let args = CommandLine.arguments
let arg = args.count > 3 ? args[3] : "0"
let arg2 = args.count > 4 ? args[4] : "0"
let n = args.count
switch args[1] {
case "print":
  let s = "h\u{E9}llo"
  print(s)
  print(Int.min, 42)
  print(0.1, -0.0, 1e16, -Double.nan)
  print(true, false)
  var t = s + "\(2.5)"
  t += t
  print(t)
case "lost":
  print("before")
  fatalError("boom") // LINE lost
case "fatal0": fatalError("") // LINE fatal0
case "fatalnull": fatalError() // LINE fatalnull
case "multiline": fatalError("two\nlines") // LINE multiline
case "precondition": precondition(n < 0, "pre msg") // LINE precondition
case "precondition0": precondition(n < 0) // LINE precondition0
case "assert": assert(n < 0, "amsg") // LINE assert
case "unwrap": let x: Int? = n > 100 ? 1 : nil; print(x!) // LINE unwrap
case "overflow": var x = Int.max; x += n; print(x)
case "d2i": print(Int(Double(arg)!))
case "div": print(Int(arg)! / Int(arg2)!)
case "mod": print(Int(arg)! % Int(arg2)!)
case "get": let a = [1, 2, 3]; print(a[Int(arg)!])
case "set": var a = [1, 2, 3]; a[Int(arg)!] = 5; print(a)
case "removeLast": var a = [Int](); if n > 100 { a.append(1) }; print(a.removeLast())
case "insert": var a = [1, 2, 3]; a.insert(9, at: Int(arg)!); print(a)
case "removeAt": var a = [1, 2, 3]; a.remove(at: Int(arg)!); print(a)
case "readLine":
  while let l = readLine() { print(l.debugDescription, l.count) }
  print("end")
case "readLineRaw":
  while let l = readLine(strippingNewline: false) { print(l.debugDescription) }
case "repeatNegative": print(String(repeating: "ab", count: -n))
case "arrayRepeatNegative": print(Array(repeating: 1, count: -n))
case "halfOpen": let r = Int(arg)!..<Int(arg2)!; print("ok"); _ = r
case "closed": let r = Int(arg)!...Int(arg2)!; print("ok"); _ = r
default: break
}
"""#

/// (case, arg, arg2, expected outcome). Swift's exact output, as verified with swiftc 6.3.1.
let sigill: Int32 = 4
let processCases: [(String, String, String, Outcome)] = [
  ("print", "0", "0", Outcome(stdout: "h\u{E9}llo\n-9223372036854775808 42\n0.1 -0.0 1e+16 -nan\ntrue false\nh\u{E9}llo2.5h\u{E9}llo2.5\n", stderrFirstLine: "", signal: nil, status: 0)),
  ("lost", "0", "0", Outcome(stdout: "", stderrFirstLine: "main/main.swift:LINE: Fatal error: boom", signal: sigill, status: 0)),
  ("fatal0", "0", "0", Outcome(stdout: "", stderrFirstLine: "main/main.swift:LINE: Fatal error", signal: sigill, status: 0)),
  ("fatalnull", "0", "0", Outcome(stdout: "", stderrFirstLine: "main/main.swift:LINE: Fatal error", signal: sigill, status: 0)),
  ("multiline", "0", "0", Outcome(stdout: "", stderrFirstLine: "main/main.swift:LINE: Fatal error: two", signal: sigill, status: 0)),
  ("precondition", "0", "0", Outcome(stdout: "", stderrFirstLine: "main/main.swift:LINE: Precondition failed: pre msg", signal: sigill, status: 0)),
  ("precondition0", "0", "0", Outcome(stdout: "", stderrFirstLine: "main/main.swift:LINE: Precondition failed", signal: sigill, status: 0)),
  ("assert", "0", "0", Outcome(stdout: "", stderrFirstLine: "main/main.swift:LINE: Assertion failed: amsg", signal: sigill, status: 0)),
  ("unwrap", "0", "0", Outcome(stdout: "", stderrFirstLine: "main/main.swift:LINE: Fatal error: Unexpectedly found nil while unwrapping an Optional value", signal: sigill, status: 0)),
  ("overflow", "0", "0", Outcome(stdout: "", stderrFirstLine: "", signal: sigill, status: 0)),
  ("d2i", "-9223372036854775808", "0", Outcome(stdout: "-9223372036854775808\n", stderrFirstLine: "", signal: nil, status: 0)),
  ("d2i", "-2.9", "0", Outcome(stdout: "-2\n", stderrFirstLine: "", signal: nil, status: 0)),
  ("d2i", "9223372036854774784", "0", Outcome(stdout: "9223372036854774784\n", stderrFirstLine: "", signal: nil, status: 0)),
  ("d2i", "nan", "0", Outcome(stdout: "", stderrFirstLine: "Swift/IntegerTypes.swift:8835: Fatal error: Double value cannot be converted to Int because it is either infinite or NaN", signal: sigill, status: 0)),
  ("d2i", "-inf", "0", Outcome(stdout: "", stderrFirstLine: "Swift/IntegerTypes.swift:8835: Fatal error: Double value cannot be converted to Int because it is either infinite or NaN", signal: sigill, status: 0)),
  ("d2i", "9223372036854775808", "0", Outcome(stdout: "", stderrFirstLine: "Swift/IntegerTypes.swift:8841: Fatal error: Double value cannot be converted to Int because the result would be greater than Int.max", signal: sigill, status: 0)),
  ("d2i", "-9223372036854777856", "0", Outcome(stdout: "", stderrFirstLine: "Swift/IntegerTypes.swift:8838: Fatal error: Double value cannot be converted to Int because the result would be less than Int.min", signal: sigill, status: 0)),
  ("div", "7", "-2", Outcome(stdout: "-3\n", stderrFirstLine: "", signal: nil, status: 0)),
  ("mod", "-7", "2", Outcome(stdout: "-1\n", stderrFirstLine: "", signal: nil, status: 0)),
  ("div", "1", "0", Outcome(stdout: "", stderrFirstLine: "Swift/IntegerTypes.swift:9012: Fatal error: Division by zero", signal: sigill, status: 0)),
  ("div", "-9223372036854775808", "-1", Outcome(stdout: "", stderrFirstLine: "Swift/IntegerTypes.swift:9019: Fatal error: Division results in an overflow", signal: sigill, status: 0)),
  ("mod", "1", "0", Outcome(stdout: "", stderrFirstLine: "Swift/IntegerTypes.swift:9149: Fatal error: Division by zero in remainder operation", signal: sigill, status: 0)),
  ("mod", "-9223372036854775808", "-1", Outcome(stdout: "", stderrFirstLine: "Swift/IntegerTypes.swift:9154: Fatal error: Division results in an overflow in remainder operation", signal: sigill, status: 0)),
  ("get", "2", "0", Outcome(stdout: "3\n", stderrFirstLine: "", signal: nil, status: 0)),
  ("get", "3", "0", Outcome(stdout: "", stderrFirstLine: "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range", signal: sigill, status: 0)),
  ("get", "-1", "0", Outcome(stdout: "", stderrFirstLine: "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range", signal: sigill, status: 0)),
  ("set", "3", "0", Outcome(stdout: "", stderrFirstLine: "Swift/ContiguousArrayBuffer.swift:705: Fatal error: Index out of range", signal: sigill, status: 0)),
  ("removeLast", "0", "0", Outcome(stdout: "", stderrFirstLine: "Swift/RangeReplaceableCollection.swift:867: Fatal error: Can't remove last element from an empty collection", signal: sigill, status: 0)),
  ("insert", "4", "0", Outcome(stdout: "", stderrFirstLine: "Swift/Array.swift:430: Fatal error: Array index is out of range", signal: sigill, status: 0)),
  ("insert", "-1", "0", Outcome(stdout: "", stderrFirstLine: "Swift/Array.swift:431: Fatal error: Negative Array index is out of range", signal: sigill, status: 0)),
  ("removeAt", "3", "0", Outcome(stdout: "", stderrFirstLine: "Swift/Array.swift:1350: Fatal error: Index out of range", signal: sigill, status: 0)),
  ("removeAt", "-1", "0", Outcome(stdout: "", stderrFirstLine: "Swift/Array.swift:1351: Fatal error: Index out of range", signal: sigill, status: 0)),
]

/// Cases that read stdin: (case, input bytes, expected stdout).
let stdinInput: [UInt8] = Array("a\r\nb\n\nc\rd\n".utf8) + [0xFF, 0xFE, 0x20, 0x78, 0x0A, 0x65, 0xCC, 0x81, 0x0A] + Array("\u{1}\t\"q\"\nlast".utf8)
let stdinCases: [(String, [UInt8], String)] = [
  ("readLine", stdinInput, "\"a\" 1\n\"b\" 1\n\"\" 0\n\"c\\rd\" 3\n\"\u{FFFD}\u{FFFD} x\" 4\n\"e\u{301}\" 1\n\"\\u{01}\\t\\\"q\\\"\" 5\n\"last\" 4\nend\n"),
  ("readLineRaw", Array("a\r\nb\n\nlast".utf8), "\"a\\r\\n\"\n\"b\\n\"\n\"\\n\"\n\"last\"\n"),
  ("readLine", [], "end\n"),
]
let moreCases: [(String, String, String, Outcome)] = [
  ("repeatNegative", "0", "0", Outcome(stdout: "", stderrFirstLine: "Swift/StringLegacy.swift:31: Fatal error: Negative count not allowed", signal: sigill, status: 0)),
  ("arrayRepeatNegative", "0", "0", Outcome(stdout: "", stderrFirstLine: "Swift/Array.swift:947: Fatal error: Can't construct Array with count < 0", signal: sigill, status: 0)),
  ("halfOpen", "3", "3", Outcome(stdout: "ok\n", stderrFirstLine: "", signal: nil, status: 0)),
  ("halfOpen", "4", "3", Outcome(stdout: "", stderrFirstLine: "Swift/Range.swift:761: Fatal error: Range requires lowerBound <= upperBound", signal: sigill, status: 0)),
  ("closed", "3", "3", Outcome(stdout: "ok\n", stderrFirstLine: "", signal: nil, status: 0)),
  ("closed", "4", "3", Outcome(stdout: "", stderrFirstLine: "Swift/ClosedRange.swift:411: Fatal error: Range requires lowerBound <= upperBound", signal: sigill, status: 0)),
]

/// The line of `// LINE name` in the Swift source.
func swiftLine(_ name: String) -> Int {
  let lines = swiftSource.split(separator: "\n", omittingEmptySubsequences: false)
  return (lines.firstIndex { $0.hasSuffix("// LINE \(name)") } ?? -1) + 1
}

/// Builds the C driver (and the Swift oracle, if swiftc is around) once.
final class ProcessFixture: @unchecked Sendable {
  let dir: URL
  let driver: URL
  let oracle: URL?
  let buildLog: String

  init() {
    dir = FileManager.default.temporaryDirectory.appendingPathComponent("ms-runtime-tests-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    driver = dir.appendingPathComponent("driver")
    var log = ""
    let cSource = dir.appendingPathComponent("driver.c")
    try? driverSource.write(to: cSource, atomically: true, encoding: .utf8)
    let runtimeFiles = (try? FileManager.default.contentsOfDirectory(atPath: runtimeSources.path))?
      .filter { $0.hasSuffix(".c") }.sorted().map { runtimeSources.appendingPathComponent($0).path } ?? []
    if let cc = findTool("cc") {
      // The flags the package builds the runtime with, plus warnings as errors.
      let args = ["-std=c11", "-O2", "-fPIC", "-fvisibility=hidden", "-Wall", "-Wextra", "-Werror",
                  "-I", runtimeSources.appendingPathComponent("include").path]
        + runtimeFiles + [cSource.path, "-o", driver.path]
      if let r = try? run(cc, args), r.status == 0, r.signal == nil {
      } else {
        log += "cc failed: \(String(describing: try? run(cc, args)))\n"
      }
    } else {
      log += "no cc\n"
    }
    var oracleURL: URL? = nil
    if let swiftc = findTool("swiftc", extra: ["/opt/swift/usr/bin"]) {
      let main = dir.appendingPathComponent("main.swift")
      try? swiftSource.write(to: main, atomically: true, encoding: .utf8)
      let exe = dir.appendingPathComponent("main")
      // Module "main", so #fileID is "main/main.swift" as passed by the C driver.
      if let r = try? run(swiftc, ["-Onone", "-module-name", "main", main.path, "-o", exe.path]), r.status == 0 {
        oracleURL = exe
      } else {
        log += "swiftc failed\n"
      }
    }
    oracle = oracleURL
    buildLog = log
  }
}

@Suite struct ProcessTests {
  @Test func casesBehaveLikeSwift() throws {
    let fixture = ProcessFixture()
    defer { try? FileManager.default.removeItem(at: fixture.dir) }
    // The runtime compiles with cc -Wall -Wextra -Werror (and the package's flags).
    try #require(FileManager.default.isExecutableFile(atPath: fixture.driver.path), "\(fixture.buildLog)")
    if fixture.oracle == nil { print("note: swiftc not found; compared with recorded Swift output only") }
    for (name, arg, arg2, expectedTemplate) in processCases + moreCases {
      let line = swiftLine(name)
      var expected = expectedTemplate
      expected.stderrFirstLine = expected.stderrFirstLine.replacingOccurrences(of: "LINE", with: String(line))
      let ours = try run(fixture.driver, [name, String(line), arg, arg2])
      #expect(ours == expected, "case \(name) \(arg) \(arg2)")
      if let oracle = fixture.oracle {
        let swift = try run(oracle, [name, String(line), arg, arg2], environment: ["SWIFT_BACKTRACE": "enable=no"])
        #expect(ours == swift, "case \(name) \(arg) \(arg2) vs swiftc")
      }
    }
    for (name, input, expected) in stdinCases {
      let ours = try run(fixture.driver, [name], stdin: input)
      #expect(ours == Outcome(stdout: expected, stderrFirstLine: "", signal: nil, status: 0), "case \(name)")
      if let oracle = fixture.oracle {
        let swift = try run(oracle, [name], stdin: input)
        #expect(ours == swift, "case \(name) vs swiftc")
      }
    }
  }
}
