import Foundation
import Testing

/// `-g`: a debugger stops on a source line of the program, steps into a function and
/// prints its locals, parameters, globals and the members of a struct and a class; the
/// DWARF passes `llvm-dwarfdump --verify`. Skipped when gdb (or llvm-dwarfdump) is
/// missing.
@Suite struct DebugInfoTests {
  static let program = """
    struct Point {
      var x: Int
      var y: Double
    }

    final class Box {
      let label: String
      var count: Int
      init(label: String, count: Int) {
        self.label = label
        self.count = count
      }
    }

    func scaled(_ p: Point, by factor: Int) -> Point {
      let x = p.x * factor
      let y = p.y * Double(factor)
      return Point(x: x, y: y)
    }

    var total = 0
    let box = Box(label: "apples", count: 3)
    for i in 1...2 {
      let q = scaled(Point(x: i, y: 0.5), by: box.count)
      total += q.x
    }
    print(total, box.label)

    """

  /// Compiles `program` with `flags` and runs gdb's `commands` on it.
  private func debug(_ flags: [String], _ commands: [String]) throws -> String? {
    guard let gdb = TestSupport.which("gdb") else {
      print("skipped: gdb not installed")
      return nil
    }
    let dir = try TestSupport.makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Self.program.write(to: dir.appendingPathComponent("points.swift"), atomically: true, encoding: .utf8)
    let build = try TestSupport.miniswiftc(flags + ["points.swift", "-o", "points"], in: dir)
    #expect(build.status == 0, "\(build.stderr)")
    let run = try TestSupport.run(dir.appendingPathComponent("points").path, [])
    #expect(run.stdout == "9 apples\n")
    let r = try TestSupport.run(gdb, ["-nx", "-batch"] + commands.flatMap { ["-ex", $0] } + ["./points"], in: dir)
    return r.stdout + r.stderr
  }

  @Test func gdbBreaksStepsAndPrints() throws {
    guard let out = try debug(["-g"], [
      "break points.swift:17", "run", "print p", "print factor", "next", "print x", "bt",
      "print total", "print *box", "print box->label->bytes", "finish", "next", "next", "print q",
    ]) else { return }
    #expect(out.contains("Breakpoint 1, scaled (p=..., factor=3) at points.swift:17"), "\(out)")
    #expect(out.contains("$1 = {x = 1, y = 0.5}"), "\(out)")
    #expect(out.contains("$2 = 3"), "\(out)")
    #expect(out.contains("18\t  return Point(x: x, y: y)"), "\(out)")
    #expect(out.contains("$3 = 3"), "\(out)")
    #expect(out.contains("#1  0x") && out.contains("in main () at points.swift:24"), "\(out)")
    #expect(out.contains("$4 = 0"), "\(out)")
    #expect(out.contains("count = 3}"), "\(out)")
    #expect(out.contains("\"apples\""), "\(out)")
    #expect(out.contains("{x = 3, y = 1.5}"), "\(out)")
  }

  /// `-O -g` builds and keeps line information: gdb stops at the line.
  @Test func optimizedBuildsKeepLines() throws {
    guard let out = try debug(["-O", "-g"], ["break points.swift:25", "run", "bt"]) else { return }
    #expect(out.contains("points.swift:25"), "\(out)")
  }

  @Test func dwarfVerifies() throws {
    guard let dwarfdump = TestSupport.which("llvm-dwarfdump-14") ?? TestSupport.which("llvm-dwarfdump") else {
      print("skipped: llvm-dwarfdump not installed")
      return
    }
    let dir = try TestSupport.makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Self.program.write(to: dir.appendingPathComponent("points.swift"), atomically: true, encoding: .utf8)
    for optimization in ["-Onone", "-O"] {
      let build = try TestSupport.miniswiftc(["-g", optimization, "-c", "points.swift", "-o", "points.o"], in: dir)
      #expect(build.status == 0, "\(build.stderr)")
      let r = try TestSupport.run(dwarfdump, ["--verify", "points.o"], in: dir)
      #expect(r.status == 0 && r.stdout.contains("No errors."), "\(r.stdout)\(r.stderr)")
    }
  }

  /// Without `-g` the object has no debug sections.
  @Test func noDebugInfoWithoutTheFlag() throws {
    let dir = try TestSupport.makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Self.program.write(to: dir.appendingPathComponent("points.swift"), atomically: true, encoding: .utf8)
    let plain = try TestSupport.miniswiftc(["-emit-ir", "points.swift", "-o", "-"], in: dir)
    #expect(!plain.stdout.contains("!dbg") && !plain.stdout.contains("Debug Info Version"))
    let debug = try TestSupport.miniswiftc(["-g", "-emit-ir", "points.swift", "-o", "-"], in: dir)
    #expect(debug.stdout.contains("!dbg") && debug.stdout.contains("\"Dwarf Version\""))
  }
}
