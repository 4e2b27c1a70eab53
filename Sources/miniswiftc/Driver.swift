import AST
import Basic
import IRGen
import Lexer
import Parser
import Sema

/// Runs the stages the options ask for, in order, stopping at the first stage that
/// reports an error:
///
///     read files -> Lexer -> Parser -> Sema -> IRGen -> object file -> linker
///
/// Stages never print; the driver renders their diagnostics (sorted by location) to
/// stderr and decides the exit status: 0 on success, 1 on any error. An output file is
/// written only when every stage succeeded.
struct Driver {
  var options: Options
  let sources = SourceManager()
  let diagnostics: DiagnosticEngine
  let timer: StageTimer
  /// What this job writes: renamed into place only when it all succeeded.
  let outputs: OutputFiles

  init(options: Options) {
    self.options = options
    self.diagnostics = DiagnosticEngine(sourceManager: sources)
    self.timer = StageTimer(enabled: options.timeCompilation)
    self.outputs = OutputFiles(inputs: options.inputs)
  }

  /// The exit status.
  mutating func run() -> Int32 {
    if options.showHelp {
      System.writeStdout(Help.text)
      return 0
    }
    if options.showVersion {
      System.writeStdout(Help.version)
      return 0
    }
    if options.verbose { System.writeStderr(Help.version) }
    guard !options.inputs.isEmpty else { return fail("no input files") }
    do throws(System.Failure) {
      let status = try compile()
      if status == 0 { try outputs.commit() } else { outputs.discard() }
      System.writeStderr(timer.report())
      return status
    } catch {
      outputs.discard()
      return fail(error.message)
    }
  }

  // MARK: - Stages

  private mutating func compile() throws(System.Failure) -> Int32 {
    var files: [SourceFile] = []
    for path in options.swiftInputs {
      let bytes: [UInt8]
      do throws(System.Failure) {
        bytes = try timer.measure("Read") { () throws(System.Failure) in try System.readFile(path) }
      } catch {
        return fail("<unknown>:0: error: " + error.message, raw: true)
      }
      let file = sources.addFile(name: path, contents: bytes)
      files.append(file)
      // A final newline ends the last line; it does not start another.
      timer.lines += file.lineStarts.count - (bytes.last == UInt8(ascii: "\n") ? 1 : 0)
    }

    if options.mode == .emitExplorer { return try explore(files) }

    if options.mode == .dumpTokens {
      var out = ""
      for file in files {
        let tokens = timer.measure("Lex") { Lexer.tokenize(file, diagnostics: diagnostics) }
        out += dumpTokens(tokens, file: file)
      }
      return finish(stdout: out)
    }

    // Parse.
    let trace: ((String) -> Void)? = options.traceParse ? { System.writeStdout($0 + "\n") } : nil
    var parsed: [SourceFileNode] = []
    for file in files {
      parsed.append(timer.measure("Parse") { Parser.parse(file, diagnostics: diagnostics, trace: trace) })
    }
    switch options.mode {
    case .parse:
      return options.verify ? verify(files) : finish(stdout: "")
    case .dumpParse:
      let dumper = ASTDumper(sourceManager: sources)
      return finishDump(parsed.map { dumper.dump($0) }.joined())
    default:
      break
    }
    // A file that does not parse is not type-checked (unless each syntax error left the
    // tree whole: then Sema reports what follows from it, as swiftc does); under -verify
    // its syntax errors are matched against the annotations like any other diagnostic.
    // -dump-ast shows the tree as parsed.
    let treesAreWhole = diagnostics.errorCount == parsed.reduce(0) { $0 + $1.syntaxErrorsKeepingTree }
    if diagnostics.hasErrors && !treesAreWhole {
      if options.verify { return verify(files) }
      if options.mode == .dumpAST {
        let dumper = ASTDumper(sourceManager: sources, showSemantics: true)
        return finishDump(parsed.map { dumper.dump($0) }.joined())
      }
      return finish(stdout: "")
    }

    // Type-check.
    parseDiagnosticCount = diagnostics.diagnostics.count
    let module = ModuleDecl(name: options.effectiveModuleName, files: parsed)
    // The tree lives until the process exits, which frees it at once: releasing its
    // nodes one by one would be a tenth of a `-typecheck` (swiftc's -disable-free).
    _ = Unmanaged.passRetained(module)
    module.isLibrary = options.parseAsLibrary
    // With several files, only `main.swift` may hold top-level code (swiftc).
    if parsed.count > 1 {
      module.mainFile = zip(options.swiftInputs, parsed).first { Path.basename($0.0) == "main.swift" }?.1
    }
    // Module Swift is loaded with the imports, as swiftc loads its standard library: its
    // parse counts in "Type-check".
    timer.measure("Type-check") {
      let library = Parser.standardLibrary(sources: sources, diagnostics: diagnostics)
      // (Kept to the end as the program's tree is.)
      _ = Unmanaged.passRetained(library)
      Sema(
        diagnostics: diagnostics, importSearchPaths: options.importPaths, loadModule: loadInterface,
        standardLibrary: library, keepsTablesUntilExit: true,
        // (`-typecheck` stops before lowering, as swiftc's does before SIL.)
        runsLoweringChecks: options.mode != .typecheck
      ).check(module)
    }
    if options.verify {
      return verify(files)
    }
    switch options.mode {
    case .typecheck:
      return finish(stdout: "")
    case .dumpAST:
      let dumper = ASTDumper(sourceManager: sources, showSemantics: true, moduleName: module.name)
      return finishDump(parsed.map { dumper.dump($0) }.joined())
    default:
      break
    }
    if diagnostics.hasErrors { return finish(stdout: "") }
    if options.mode == .emitSIL {
      let silOptions = IRGenOptions(moduleName: module.name, optimize: options.optimize, isLibrary: options.parseAsLibrary)
      let listing = timer.measure("IRGen") { IRGen.silListing(module, options: silOptions) }
      printDiagnostics()
      if let out = options.output, out != "-" { try outputs.write(out, text: listing) } else { System.writeStdout(listing) }
      return 0
    }

    // Generate code.
    let irOptions = IRGenOptions(
      moduleName: module.name, optimize: options.optimize, isLibrary: options.parseAsLibrary, debugInfo: options.debugInfo)
    let generated = timer.measure("IRGen") { IRGen.generate(module, options: irOptions) }
    if let problem = generated.verify() {
      return fail("internal compiler error: the generated LLVM IR does not verify:\n" + problem)
    }
    if options.optimize { timer.measure("LLVM optimize") { generated.optimize() } }
    printDiagnostics()

    // The module file comes last, so that a failed link leaves no output of any kind.
    if !options.emitModule || options.modeIsExplicit {
      try emitMainOutput(generated, module: module)
    }
    if options.emitModule {
      let path = options.emitModulePath ?? moduleFilePath(module.name)
      try timer.measure("Emit module") { () throws(System.Failure) in
        try outputs.write(path, text: ModuleInterfacePrinter().print(module))
      }
    }
    return 0
  }

  /// Writes what the mode asks for: IR, assembly, an object, an executable or a library.
  private func emitMainOutput(_ generated: GeneratedModule, module: ModuleDecl) throws(System.Failure) {
    switch options.mode {
    case .emitIR:
      let ir = generated.printIR()
      if let out = options.output, out != "-" { try outputs.write(out, text: ir) } else { System.writeStdout(ir) }
    case .emitAssembly:
      let out = options.output ?? "-"
      if out == "-" {
        let dir = try System.makeTemporaryDirectory()
        defer { System.removeTree(dir) }
        let tmp = Path.join(dir, "out.s")
        try timer.measure("LLVM codegen") { () throws(System.Failure) in try write { try generated.writeAssembly(to: tmp) } }
        System.writeStdout(String(decoding: try System.readFile(tmp), as: UTF8.self))
      } else {
        try timer.measure("LLVM codegen") { () throws(System.Failure) in try outputs.write(out) { try generated.writeAssembly(to: $0) } }
      }
    case .emitObject:
      let out = options.output ?? Path.stem(options.swiftInputs[0]) + ".o"
      try timer.measure("LLVM codegen") { () throws(System.Failure) in try outputs.write(out) { try generated.writeObject(to: $0) } }
    case .emitExecutable, .emitLibrary:
      let dir = try System.makeTemporaryDirectory()
      defer { System.removeTree(dir) }
      let object = Path.join(dir, module.name + ".o")
      try timer.measure("LLVM codegen") { () throws(System.Failure) in try write { try generated.writeObject(to: object) } }
      let linker = Linker(options: options, log: { [verbose = options.verbose] in if verbose { System.writeStderr($0 + "\n") } })
      let objects = [object] + options.linkerInputs
      if options.mode == .emitExecutable {
        // swiftc names the executable after the single input even when the module
        // falls back to `main` (`1p.swift` builds `1p`).
        let defaultName = options.swiftInputs.count == 1 ? Path.stem(options.swiftInputs[0]) : module.name
        let out = try outputs.path(for: options.output ?? defaultName)
        try timer.measure("Link") { () throws(System.Failure) in try linker.linkExecutable(objects, output: out) }
      } else {
        let out = try outputs.path(for: options.output ?? "lib\(module.name)" + (options.isStatic ? ".a" : ".so"))
        try timer.measure("Link") { () throws(System.Failure) in try linker.linkLibrary(objects, output: out) }
      }
    case .dumpTokens, .parse, .dumpParse, .typecheck, .dumpAST, .emitSIL, .emitExplorer:
      break  // handled before code generation
    }
  }

  /// Reads an `X.swiftmodule` (the textual interface `-emit-module` wrote) back as a
  /// module for `import X`: the parser does the reading.
  func loadInterface(path: String, name: String) -> ModuleDecl? {
    guard let bytes = try? System.readFile(path) else { return nil }
    let file = sources.addFile(name: path, contents: bytes)
    let parsed = Parser.parse(file, diagnostics: diagnostics, isInterface: true)
    return ModuleDecl(name: name, files: [parsed], isImported: true)
  }

  /// swiftc writes `X.swiftmodule` beside the output (the current folder by default).
  private func moduleFilePath(_ name: String) -> String {
    if let out = options.output, options.mode == .emitLibrary || options.mode == .emitExecutable || options.mode == .emitObject {
      return Path.join(Path.dirname(out), name + ".swiftmodule")
    }
    return name + ".swiftmodule"
  }

  /// `-verify`: the diagnostics must be exactly those the file's `expected-...`
  /// annotations announce.
  private func verify(_ files: [SourceFile]) -> Int32 {
    let problems = Verifier.verify(files: files, diagnostics: diagnostics.diagnostics)
    let renderer = DiagnosticRenderer(sourceManager: sources)
    System.writeStderr(renderer.render(problems))
    return problems.isEmpty ? 0 : 1
  }

  // MARK: - Output

  private func write(_ body: () throws -> Void) throws(System.Failure) {
    do { try body() } catch { throw System.Failure(message: "\(error)") }
  }

  /// How many diagnostics the lexer and parser reported; Sema's come after them.
  var parseDiagnosticCount: Int?

  /// The lexer and parser's diagnostics in source order (swiftc lexes as it parses, so
  /// it meets them in that order), then Sema's in the order Sema reported them (as
  /// swiftc does: declarations before function bodies).
  func printDiagnostics() { System.writeStderr(renderedDiagnostics()) }

  func renderedDiagnostics() -> String {
    let renderer = DiagnosticRenderer(sourceManager: sources)
    let all = diagnostics.diagnostics
    let split = min(parseDiagnosticCount ?? all.count, all.count)
    let front = DiagnosticEngine.sortedByLocation(Array(all[..<split]))
    return renderer.render(front + Array(all[split...]))
      + (diagnostics.isCapped ? "error: too many errors emitted, stopping now\n" : "")
  }

  /// Prints the diagnostics, then `stdout` if there was no error. Exit status.
  private func finish(stdout: String) -> Int32 {
    printDiagnostics()
    if diagnostics.hasErrors { return 1 }
    System.writeStdout(stdout)
    return 0
  }

  /// A dump is printed after the diagnostics even when there are errors, as swiftc
  /// prints the tree it has (exit status 1 then).
  private func finishDump(_ tree: String) -> Int32 {
    printDiagnostics()
    System.writeStdout(tree)
    return diagnostics.hasErrors ? 1 : 0
  }

  func fail(_ message: String, raw: Bool = false) -> Int32 {
    printDiagnostics()
    System.writeStderr((raw || message.hasPrefix("error: ") || message.hasPrefix("<unknown>") ? "" : "error: ") + message + (message.hasSuffix("\n") ? "" : "\n"))
    return 1
  }
}
