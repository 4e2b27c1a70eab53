/// The last step: turning object files into an executable or a library by running the
/// system's C compiler driver (`cc`, or `$CC`) as the linker, as swiftc runs clang.
///
/// Every program and library is linked with the toolkit's runtime archive
/// (`libMiniSwiftRuntime.a`, built by SwiftPM next to `miniswiftc`), so what we build
/// needs nothing at run time beyond libc and libm (and the libraries it was linked
/// against).
struct Linker {
  var options: Options
  var log: (String) -> Void

  /// `$MINISWIFTC_RUNTIME`, else `libMiniSwiftRuntime.a` beside this executable.
  static func runtimeArchive() throws(System.Failure) -> String {
    if let env = getenvString("MINISWIFTC_RUNTIME") { return env }
    let path = Path.join(Path.dirname(System.executablePath()), "libMiniSwiftRuntime.a")
    guard System.exists(path) else {
      throw System.Failure(message: "runtime library not found at '\(path)' (build it with `swift build`, or set MINISWIFTC_RUNTIME)")
    }
    return path
  }

  static var cc: String { getenvString("CC") ?? "cc" }

  /// What every program and library is linked with: the runtime archive, and libm,
  /// where LLVM's lowering of floating-point operations calls (`frem` is `fmod`), as
  /// swiftc's programs have it through the Swift runtime.
  static func runtimeLibraries() throws(System.Failure) -> [String] {
    [try runtimeArchive(), "-lm"]
  }

  /// Links an executable from `objects`.
  func linkExecutable(_ objects: [String], output: String) throws(System.Failure) {
    var argv = [Linker.cc, "-o", output] + objects
    argv += userLibraryFlags()
    argv += try Linker.runtimeLibraries()
    argv += options.linkerFlags.flatMap { ["-Xlinker", $0] }
    try run(argv, output: output)
  }

  /// Links a shared library (`-emit-library`) or archives a static one (`-static`).
  func linkLibrary(_ objects: [String], output: String) throws(System.Failure) {
    if options.isStatic {
      System.remove(output)
      try run(["ar", "rcs", output] + objects, output: output)
      return
    }
    var argv = [Linker.cc, "-shared", "-o", output] + objects
    argv += userLibraryFlags()
    argv += try Linker.runtimeLibraries()
    argv += options.linkerFlags.flatMap { ["-Xlinker", $0] }
    try run(argv, output: output)
  }

  private func userLibraryFlags() -> [String] {
    options.libraryPaths.flatMap { ["-L", $0] } + options.libraries.map { "-l" + $0 }
  }

  /// Runs the command; on failure shows its output and removes any partial output file.
  private func run(_ argv: [String], output: String) throws(System.Failure) {
    log(argv.map(Linker.shellQuote).joined(separator: " "))
    let result = try System.run(argv)
    if result.status != 0 {
      System.remove(output)
      var message = "linker command failed with exit code \(result.status) (use -v to see invocation)"
      if !result.output.isEmpty { message = result.output + (result.output.hasSuffix("\n") ? "" : "\n") + "error: " + message }
      throw System.Failure(message: message)
    } else if !result.output.isEmpty {
      System.writeStderr(result.output)
    }
  }

  static func shellQuote(_ s: String) -> String {
    if !s.isEmpty && s.utf8.allSatisfy({ b in
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(b)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) || "-_./=+:,".utf8.contains(b)
    }) { return s }
    return "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
