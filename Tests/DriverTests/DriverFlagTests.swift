import Foundation
import Testing

/// The driver's contract: swiftc's flags, default output names, clear errors with exit
/// status 1, and never a partial output file.
@Suite struct DriverFlagTests {
  let hello = "let greeting = \"hi\"\nprint(greeting)\n"

  private func withScratch(_ body: (URL) throws -> Void) throws { try TestSupport.withScratch(body) }

  private func write(_ text: String, _ name: String, in dir: URL) throws { try TestSupport.write(text, name, in: dir) }

  private func exists(_ name: String, in dir: URL) -> Bool {
    FileManager.default.fileExists(atPath: dir.appendingPathComponent(name).path)
  }

  /// After errors the dumps still print the tree they have, as swiftc's do: the
  /// diagnostics on stderr, the tree on stdout, exit status 1.
  @Test func dumpsPrintTheTreeAfterErrors() throws {
    try withScratch { dir in
      try write("let x = 1\nlet y = (x +\nprint(y)\n", "syntax.swift", in: dir)
      try write("let x: Int = \"a\"\nprint(x)\n", "types.swift", in: dir)
      for (mode, file, node) in [("-dump-parse", "syntax.swift", "pattern_named \"x\""),
                                 ("-dump-ast", "syntax.swift", "pattern_named \"x\""),
                                 ("-dump-ast", "types.swift", "call_expr")] {
        let r = try TestSupport.miniswiftc([mode, file], in: dir)
        #expect(r.status == 1 && !r.signaled, "\(mode) \(file): status \(r.status)")
        #expect(r.stderr.contains("error:"), "\(mode) \(file): \(r.stderr)")
        #expect(r.stdout.hasPrefix("(source_file") && r.stdout.contains(node), "\(mode) \(file): \(r.stdout)")
      }
    }
  }

  @Test func unknownFlagIsAnError() throws {
    let r = try TestSupport.miniswiftc(["-frobnicate", "x.swift"])
    #expect(r.status == 1)
    #expect(r.stderr == "error: unknown argument: '-frobnicate'\n")
  }

  @Test func missingInputIsAnError() throws {
    let r = try TestSupport.miniswiftc(["no-such-file.swift"])
    #expect(r.status == 1)
    #expect(r.stderr.contains("error opening input file 'no-such-file.swift' (No such file or directory)"))
  }

  @Test func noInputsIsAnError() throws {
    let r = try TestSupport.miniswiftc([])
    #expect(r.status == 1)
    #expect(r.stderr.contains("error: no input files"))
  }

  @Test func missingFlagValueIsAnError() throws {
    let r = try TestSupport.miniswiftc(["a.swift", "-o"])
    #expect(r.status == 1)
    #expect(r.stderr.contains("missing argument value for '-o'"))
  }

  @Test func helpAndVersion() throws {
    let help = try TestSupport.miniswiftc(["-help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("-emit-library"))
    let version = try TestSupport.miniswiftc(["-version"])
    #expect(version.status == 0)
    #expect(version.stdout.hasPrefix("miniswiftc version"))
  }

  @Test func executableIsNamedAfterTheFirstSource() throws {
    try withScratch { dir in
      try write(hello, "greet.swift", in: dir)
      let r = try TestSupport.miniswiftc(["greet.swift"], in: dir)
      #expect(r.status == 0, "\(r.stderr)")
      let run = try TestSupport.run(dir.appendingPathComponent("greet").path, [])
      #expect(run.stdout == "hi\n")
    }
  }

  @Test func objectAndLibraryDefaultNames() throws {
    try withScratch { dir in
      try write("public func twice(_ x: Int) -> Int { return 2 * x }\n", "math.swift", in: dir)
      #expect(try TestSupport.miniswiftc(["-c", "math.swift", "-parse-as-library"], in: dir).status == 0)
      #expect(exists("math.o", in: dir))
      let lib = try TestSupport.miniswiftc(
        ["math.swift", "-emit-library", "-emit-module", "-parse-as-library", "-module-name", "Math"], in: dir)
      #expect(lib.status == 0, "\(lib.stderr)")
      #expect(exists("libMath.so", in: dir))
      #expect(exists("Math.swiftmodule", in: dir))
      let stat = try TestSupport.miniswiftc(
        ["math.swift", "-emit-library", "-static", "-parse-as-library", "-module-name", "Math"], in: dir)
      #expect(stat.status == 0, "\(stat.stderr)")
      #expect(exists("libMath.a", in: dir))
    }
  }

  @Test func irAndAssemblyGoToStandardOutput() throws {
    try withScratch { dir in
      try write(hello, "greet.swift", in: dir)
      let ir = try TestSupport.miniswiftc(["-emit-ir", "greet.swift"], in: dir)
      #expect(ir.status == 0)
      #expect(ir.stdout.contains("define i32 @main("))
      let asm = try TestSupport.miniswiftc(["-S", "greet.swift"], in: dir)
      #expect(asm.status == 0)
      #expect(asm.stdout.contains("main:"))
      #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["greet.swift"])
    }
  }

  /// `llvm-as` accepts the printed IR (where LLVM's tools are installed).
  @Test func emittedIRAssembles() throws {
    guard let llvmAs = TestSupport.which("llvm-as-14") ?? TestSupport.which("llvm-as") else {
      print("skipped: no llvm-as on PATH")
      return
    }
    try withScratch { dir in
      let employee = TestSupport.packageRoot.appendingPathComponent("Examples/Employee/employee.swift").path
      let r = try TestSupport.miniswiftc(["-emit-ir", employee, "-o", "employee.ll"], in: dir)
      #expect(r.status == 0, "\(r.stderr)")
      let asm = try TestSupport.run(llvmAs, ["employee.ll", "-o", "employee.bc"], in: dir)
      #expect(asm.status == 0, "\(asm.stderr)")
    }
  }

  @Test func errorsLeaveNoOutputFile() throws {
    try withScratch { dir in
      try write("let x: Int = \"no\"\n", "bad.swift", in: dir)
      for mode in [[], ["-c"], ["-emit-ir", "-o", "bad.ll"], ["-emit-library"]] {
        let r = try TestSupport.miniswiftc(["bad.swift"] + mode, in: dir)
        #expect(r.status == 1)
        #expect(r.stderr.contains("bad.swift:1:14: error: cannot convert value of type 'String' to specified type 'Int'"))
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["bad.swift"])
    }
  }

  @Test func linkerFailureIsShownAndLeavesNoFile() throws {
    try withScratch { dir in
      try write(hello, "greet.swift", in: dir)
      let r = try TestSupport.miniswiftc(["greet.swift", "-lNoSuchLibraryAnywhere", "-o", "greet"], in: dir)
      #expect(r.status == 1)
      #expect(r.stderr.contains("NoSuchLibraryAnywhere"))
      #expect(r.stderr.contains("linker command failed"))
      #expect(!exists("greet", in: dir))
    }
  }

  /// The module file is written only once the library itself was linked.
  @Test func failedLibraryLinkWritesNoModuleFile() throws {
    try withScratch { dir in
      try write("public func twice(_ x: Int) -> Int { return 2 * x }\n", "math.swift", in: dir)
      let r = try TestSupport.miniswiftc(
        ["math.swift", "-emit-library", "-emit-module", "-parse-as-library", "-module-name", "Math", "-lNoSuchLibraryAnywhere"],
        in: dir)
      #expect(r.status == 1)
      #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["math.swift"])
    }
  }

  @Test func verboseShowsTheLinkerCommand() throws {
    try withScratch { dir in
      try write(hello, "greet.swift", in: dir)
      let r = try TestSupport.miniswiftc(["-v", "greet.swift"], in: dir)
      #expect(r.status == 0)
      #expect(r.stderr.contains("libMiniSwiftRuntime.a"))
      // The linker writes a temporary neighbour of `greet`, renamed once all succeeded.
      #expect(r.stderr.contains(" -o ./.greet.tmp-miniswiftc-"))
    }
  }

  @Test func timingReportsEveryStage() throws {
    try withScratch { dir in
      try write(hello, "greet.swift", in: dir)
      let r = try TestSupport.miniswiftc(["-debug-time-compilation", "greet.swift"], in: dir)
      #expect(r.status == 0)
      for stage in ["Parse", "Type-check", "IRGen", "LLVM codegen", "Link"] {
        #expect(r.stderr.contains(stage))
      }
    }
  }
}
