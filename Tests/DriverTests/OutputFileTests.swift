import Foundation
import Testing

/// What the driver writes, and where: never over an input, never a partial file,
/// missing folders made as swiftc makes them, a device or FIFO written through rather
/// than replaced, and swiftc's module and output names.
@Suite struct OutputFileTests {
  let hello = "print(\"hi\")\n"
  let library = "public struct E { public init() {} }\n"

  private func withScratch(_ body: (URL) throws -> Void) throws { try TestSupport.withScratch(body) }

  private func write(_ text: String, _ name: String, in dir: URL) throws { try TestSupport.write(text, name, in: dir) }

  private func files(in dir: URL) throws -> [String] {
    try FileManager.default.subpathsOfDirectory(atPath: dir.path).sorted()
  }

  @Test func outputEqualToAnInputIsAnErrorAndLeavesItUntouched() throws {
    try withScratch { dir in
      try write(hello, "a.swift", in: dir)
      for args in [["a.swift", "-o", "a.swift"], ["a.swift", "-o", "./a.swift"], ["-c", "a.swift", "-o", "../\(dir.lastPathComponent)/a.swift"],
                   ["-emit-ir", "a.swift", "-o", "a.swift"], ["-emit-library", "a.swift", "-emit-module-path", "a.swift"]] {
        let r = try TestSupport.miniswiftc(args, in: dir)
        #expect(r.status == 1, "\(args)")
        #expect(r.stderr.contains("error: output file 'a.swift' is the same as input file 'a.swift'") || r.stderr.contains("error: output file '"), "\(args): \(r.stderr)")
        #expect(try String(contentsOf: dir.appendingPathComponent("a.swift"), encoding: .utf8) == hello)
        #expect(try files(in: dir) == ["a.swift"], "\(args)")
      }
    }
  }

  @Test func missingOutputFoldersAreMade() throws {
    try withScratch { dir in
      try write(hello, "p.swift", in: dir)
      try write(library, "employee.swift", in: dir)
      for (args, made) in [
        (["-emit-ir", "p.swift", "-o", "ir/x.ll"], "ir/x.ll"), (["-c", "p.swift", "-o", "obj/deep/x.o"], "obj/deep/x.o"),
        (["p.swift", "-o", "bin/exe"], "bin/exe"),
        (["-emit-library", "employee.swift", "-emit-module-path", "mods/E.swiftmodule"], "mods/E.swiftmodule"),
      ] {
        let r = try TestSupport.miniswiftc(args, in: dir)
        #expect(r.status == 0, "\(args): \(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(made).path), "\(args)")
      }
    }
  }

  /// A failure leaves no output of any kind: no library beside a module file that
  /// could not be written, no folder made for an output that was never written.
  @Test func failuresLeaveNoOutputAndSayErrorAsSwiftcDoes() throws {
    try withScratch { dir in
      try write(library, "employee.swift", in: dir)
      try write("x", "plain", in: dir)
      let r = try TestSupport.miniswiftc(["-emit-library", "employee.swift", "-emit-module-path", "plain/E.swiftmodule"], in: dir)
      #expect(r.status == 1)
      #expect(r.stderr == "error: error opening 'plain/E.swiftmodule' for output: Not a directory\n")
      let c = try TestSupport.miniswiftc(["-c", "employee.swift", "-o", "plain/x.o"], in: dir)
      #expect(c.stderr == "error: error opening 'plain/x.o' for output: Not a directory\n")
      try write("let x: Int = \"s\"\n", "bad.swift", in: dir)
      #expect(try TestSupport.miniswiftc(["bad.swift", "-o", "newdir/bad"], in: dir).status == 1)
      #expect(try files(in: dir) == ["bad.swift", "employee.swift", "plain"])
    }
  }

  /// A target that is not a regular file is written through, not replaced (as root,
  /// renaming over `/dev/null` would replace the device): checked on a FIFO.
  @Test func aFifoIsWrittenThroughNotReplaced() throws {
    try withScratch { dir in
      try write(hello, "p.swift", in: dir)
      let fifo = dir.appendingPathComponent("fifo").path
      #expect(mkfifo(fifo, 0o600) == 0)
      nonisolated(unsafe) var received = Data()
      let reader = Thread {
        if let handle = FileHandle(forReadingAtPath: fifo) { received = handle.readDataToEndOfFile() }
      }
      reader.start()
      let r = try TestSupport.miniswiftc(["-emit-ir", "p.swift", "-o", "fifo"], in: dir)
      #expect(r.status == 0, "\(r.stderr)")
      while !reader.isFinished { usleep(10_000) }
      #expect(String(decoding: received, as: UTF8.self).contains("define"))
      let attributes = try FileManager.default.attributesOfItem(atPath: fifo)
      #expect(attributes[.type] as? FileAttributeType == .typeUnknown || attributes[.type] as? FileAttributeType != .typeRegular)
      #expect(try files(in: dir) == ["fifo", "p.swift"])
      // `/dev/null` itself: still a character device afterwards.
      #expect(try TestSupport.miniswiftc(["-c", "p.swift", "-o", "/dev/null"], in: dir).status == 0)
      #expect(try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType == .typeCharacterSpecial)
    }
  }

  /// swiftc names the module after `-o` (dropping `lib` for a library), else after
  /// the single file, else `main`, also when the name it would take is not an
  /// identifier.
  @Test func moduleNamesAsSwiftc() throws {
    try withScratch { dir in
      try write(library, "employee.swift", in: dir)
      try write("public func g() {}\n", "other.swift", in: dir)
      for (args, expected) in [
        (["-emit-library", "employee.swift", "-emit-module"], ["employee.swiftmodule", "libemployee.so"]),
        (["-emit-library", "employee.swift", "-emit-module", "-o", "libEmp.so"], ["Emp.swiftmodule", "libEmp.so"]),
        (["-c", "employee.swift", "-emit-module", "-o", "zz.o"], ["zz.o", "zz.swiftmodule"]),
        (["-emit-library", "employee.swift", "other.swift", "-emit-module"], ["libmain.so", "main.swiftmodule"]),
        (["-emit-library", "employee.swift", "-emit-module", "-o", "9.so"], ["9.so", "main.swiftmodule"]),
      ] {
        let r = try TestSupport.miniswiftc(args, in: dir)
        #expect(r.status == 0, "\(args): \(r.stderr)")
        #expect(try files(in: dir).filter { !$0.hasSuffix(".swift") } == expected, "\(args)")
        for file in expected { try FileManager.default.removeItem(at: dir.appendingPathComponent(file)) }
      }
      let reserved = try TestSupport.miniswiftc(["employee.swift", "-module-name", "Swift"], in: dir)
      #expect(reserved.status == 1)
      #expect(reserved.stderr == "error: module name \"Swift\" is reserved for the standard library\n")
    }
  }

  /// `-o s` names the module `s`: a class instance prints its qualified name.
  @Test func executableOutputNamesTheModule() throws {
    try withScratch { dir in
      try write("class C {}\nprint(C())\n", "p.swift", in: dir)
      let r = try TestSupport.miniswiftc(["p.swift", "-o", "s"], in: dir)
      #expect(r.status == 0, "\(r.stderr)")
      let run = try TestSupport.run(dir.appendingPathComponent("s").path, [])
      #expect(run.stdout == "s.C\n")
    }
  }

  /// Non-Swift inputs go to the linker (as swiftc passes them); the same file twice is
  /// swiftc's error.
  @Test func nonSwiftInputsGoToTheLinkerAndDuplicatesAreErrors() throws {
    try withScratch { dir in
      try write(hello, "p.swift", in: dir)
      try write("some notes\n", "notes.txt", in: dir)
      let notes = try TestSupport.miniswiftc(["p.swift", "notes.txt", "-o", "p"], in: dir)
      #expect(notes.status == 1)
      #expect(notes.stderr.contains("notes.txt") && notes.stderr.contains("linker command failed"), "\(notes.stderr)")
      #expect(!notes.stderr.contains("notes.txt:1:1: error"))
      let twice = try TestSupport.miniswiftc(["p.swift", "p.swift"], in: dir)
      #expect(twice.status == 1)
      #expect(twice.stderr == """
        error: filename "p.swift" used twice: 'p.swift' and 'p.swift'
        note: filenames are used to distinguish private declarations with the same name

        """)
      #expect(try files(in: dir) == ["notes.txt", "p.swift"])
    }
  }

  /// With several files, only `main.swift` may hold top-level statements.
  @Test func topLevelCodeOnlyInMainSwift() throws {
    try withScratch { dir in
      try write("print(f())\n", "main.swift", in: dir)
      try write("let a = 1\nprint(a)\nfunc f() -> Int { a }\n", "other.swift", in: dir)
      let r = try TestSupport.miniswiftc(["main.swift", "other.swift", "-o", "q"], in: dir)
      #expect(r.status == 1)
      #expect(r.stderr.hasPrefix("other.swift:2:1: error: expressions are not allowed at the top level\n"), "\(r.stderr)")
      try write("let a = 1\nfunc f() -> Int { a }\n", "other.swift", in: dir)
      let ok = try TestSupport.miniswiftc(["main.swift", "other.swift", "-o", "q"], in: dir)
      #expect(ok.status == 0, "\(ok.stderr)")
    }
  }
}
