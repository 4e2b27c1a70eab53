import AST
import Basic
import IRGen
import Lexer
import Parser
import Sema

/// `-emit-explorer`: every stage of one file, gathered for `ExplorerPage`.
///
/// Each stage's text comes from the function its own flag calls (`dumpTokens`,
/// `ASTDumper`, `IRGen.silListing`, `GeneratedModule.printIR`, `writeAssembly`); this
/// file only runs them in order and reads, from each output line, the source range it
/// came from: the `range=[file:L:C - line:L:C]` that tokens and tree nodes print, the
/// `!dbg` locations of the IR and the `.loc` directives of the assembly (both from
/// `-g`'s `DebugInfo`). A stage that fails stops the later ones; the page still shows
/// what ran and the diagnostics.
struct Explorer {
  /// A line of a stage and the source range (1-based lines and columns) it came from.
  struct Line {
    var text: String
    var range: (startLine: Int, startColumn: Int, endLine: Int, endColumn: Int)?
  }

  struct Stage {
    let title: String
    let flag: String
    var lines: [Line]
  }

  var stages: [Stage] = []

  /// Adds a stage whose lines carry their ranges as tokens and dumped nodes print them;
  /// a line without one (a pattern inside a binding) takes its parent's.
  mutating func addDump(_ title: String, flag: String, _ text: String) {
    var lines: [Line] = []
    var parents: [(indent: Int, line: Line)] = []
    for raw in Explorer.split(text) {
      let indent = raw.prefix { $0 == " " }.count
      while let last = parents.last, last.indent >= indent { parents.removeLast() }
      let range = Explorer.printedRange(in: raw) ?? parents.last?.line.range
      let line = Line(text: raw, range: range)
      parents.append((indent, line))
      lines.append(line)
    }
    stages.append(Stage(title: title, flag: flag, lines: lines))
  }

  /// Adds a stage with no source ranges (the `-emit-sil` tables).
  mutating func addPlain(_ title: String, flag: String, _ text: String) {
    stages.append(Stage(title: title, flag: flag, lines: Explorer.split(text).map { Line(text: $0, range: nil) }))
  }

  /// Adds LLVM IR made with `-g`: each instruction's line is its `!dbg` location's; the
  /// debug metadata itself (the `!N = ...` lines, `llvm.dbg.declare`) is left out.
  mutating func addIR(_ title: String, flag: String, _ text: String) {
    let all = Explorer.split(text)
    var lineOf: [String: Int] = [:]
    for raw in all where raw.hasPrefix("!") {
      guard let eq = raw.firstRange(of: " = "), raw.contains("DILocation(") || raw.contains("DISubprogram(") else { continue }
      let id = String(raw[..<eq.lowerBound])
      if let n = Explorer.number(after: "line: ", in: raw) { lineOf[id] = n }
    }
    var lines: [Line] = []
    for raw in all {
      if raw.hasPrefix("!") || raw.contains("@llvm.dbg.declare") { continue }
      var text = raw
      var range: (Int, Int, Int, Int)? = nil
      if let r = raw.firstRange(of: " !dbg !") {
        let idStart = raw.index(r.upperBound, offsetBy: -1)
        let idEnd = raw[r.upperBound...].firstIndex { !$0.isNumber } ?? raw.endIndex
        let id = String(raw[idStart..<idEnd])
        if let n = lineOf[id], n > 0 { range = (n, 0, n, 0) }
        var cut = r.lowerBound
        if cut > raw.startIndex, raw[raw.index(before: cut)] == "," { cut = raw.index(before: cut) }
        text = String(raw[..<cut]) + String(raw[idEnd...])
      }
      lines.append(Line(text: text, range: range))
    }
    while lines.last?.text.isEmpty == true { lines.removeLast() }
    stages.append(Stage(title: title, flag: flag, lines: lines))
  }

  /// Adds assembly made with `-g`: the lines after a `.loc` directive of `fileName` come
  /// from its line; the directives and the DWARF sections are left out.
  mutating func addAssembly(_ title: String, flag: String, _ text: String, fileName: String) {
    var files: Set<String> = []
    var current: Int? = nil
    var inDebugSection = false
    var lines: [Line] = []
    for raw in Explorer.split(text) {
      let t = raw.trimmingPrefix(while: { $0 == " " || $0 == "\t" })
      if t.hasPrefix(".section") { inDebugSection = t.contains(".debug_") }
      if inDebugSection { continue }
      let words = t.split(whereSeparator: { $0 == " " || $0 == "\t" })
      if t.hasPrefix(".file"), words.count >= 3 {
        // `.file N "dir" "name"` or `.file N "path"`.
        if words.last?.hasSuffix("\"" + fileName + "\"") == true || words.last?.hasSuffix("/" + fileName + "\"") == true {
          files.insert(String(words[1]))
        }
        continue
      }
      if t.hasPrefix(".loc"), words.count >= 3 {
        let line = Int(words[2]) ?? 0
        current = files.contains(String(words[1])) && line > 0 ? line : nil
        continue
      }
      if t.hasPrefix(".cfi_") || t.hasPrefix(".Ltmp") || t.hasPrefix(".Lfunc_") || t.hasPrefix(".Ldebug") { continue }
      let isCode = raw.hasPrefix("\t") && !t.hasPrefix(".")
      lines.append(Line(text: raw, range: isCode ? current.map { ($0, 0, $0, 0) } : nil))
    }
    stages.append(Stage(title: title, flag: flag, lines: lines))
  }

  /// Adds the rendered diagnostics: each `file:L:C: error: ...` line points at L:C.
  mutating func addDiagnostics(_ text: String, fileName: String) {
    var lines: [Line] = []
    for raw in Explorer.split(text) {
      var range: (Int, Int, Int, Int)? = nil
      if raw.hasPrefix(fileName + ":") {
        let parts = raw.dropFirst(fileName.count + 1).split(separator: ":", maxSplits: 2)
        if parts.count >= 2, let l = Int(parts[0]), let c = Int(parts[1]) { range = (l, c, l, c) }
      }
      lines.append(Line(text: raw, range: range))
    }
    if lines.isEmpty { lines = [Line(text: "(no diagnostics)", range: nil)] }
    stages.append(Stage(title: "Diagnostics", flag: "", lines: lines))
  }

  // MARK: Reading the outputs

  private static func split(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The range a dump prints: `range=[employee.swift:3:8 - line:8:1]`.
  static func printedRange(in line: String) -> (Int, Int, Int, Int)? {
    guard let r = line.firstRange(of: " range=[") else { return nil }
    guard let close = line[r.upperBound...].firstIndex(of: "]") else { return nil }
    let body = line[r.upperBound..<close]
    guard let dash = body.firstRange(of: " - line:") else { return nil }
    let start = body[..<dash.lowerBound].split(separator: ":")
    let end = body[dash.upperBound...].split(separator: ":")
    guard start.count >= 3, end.count == 2,
      let l1 = Int(start[start.count - 2]), let c1 = Int(start[start.count - 1]),
      let l2 = Int(end[0]), let c2 = Int(end[1])
    else { return nil }
    return (l1, c1, l2, c2)
  }

  private static func number(after key: String, in line: String) -> Int? {
    guard let r = line.firstRange(of: key) else { return nil }
    return Int(line[r.upperBound...].prefix { $0.isNumber })
  }
}

extension Driver {
  /// `-emit-explorer`: runs every stage on the one input file, as their flags do, and
  /// writes the page (`-o`, else `FILE.html`). Errors stop the stages after the one
  /// that reported them; the page is written anyway, with the diagnostics.
  mutating func explore(_ files: [SourceFile]) throws(System.Failure) -> Int32 {
    guard files.count == 1, let file = files.first else { return fail("-emit-explorer takes one input file") }
    let fileName = Path.basename(file.name)
    var explorer = Explorer()
    // The parser lexes again and reports the lexer's errors: these ones are not kept.
    let tokens = Lexer.tokenize(file, diagnostics: DiagnosticEngine(sourceManager: sources))
    explorer.addDump("Tokens", flag: "-dump-tokens", dumpTokens(tokens, file: file))
    let parsed = Parser.parse(file, diagnostics: diagnostics)
    explorer.addDump("Syntax tree", flag: "-dump-parse", ASTDumper(sourceManager: sources).dump(parsed))
    if !diagnostics.hasErrors {
      parseDiagnosticCount = diagnostics.diagnostics.count
      let module = ModuleDecl(name: options.effectiveModuleName, files: [parsed])
      module.isLibrary = options.parseAsLibrary
      Sema(
        diagnostics: diagnostics, importSearchPaths: options.importPaths, loadModule: loadInterface,
        standardLibrary: Parser.standardLibrary(sources: sources, diagnostics: diagnostics)
      ).check(module)
      explorer.addDump(
        "Typed tree", flag: "-dump-ast", ASTDumper(sourceManager: sources, showSemantics: true).dump(parsed))
      if !diagnostics.hasErrors {
        try generateCode(module, fileName: fileName, into: &explorer)
      }
    }
    printDiagnostics()
    explorer.addDiagnostics(renderedDiagnostics(), fileName: fileName)
    let page = ExplorerPage.html(title: fileName, source: String(decoding: file.bytes.prefix(file.count), as: UTF8.self), stages: explorer.stages)
    let out = options.output ?? Path.stem(file.name) + ".html"
    if out == "-" { System.writeStdout(page) } else { try System.writeFile(out, page) }
    return diagnostics.hasErrors ? 1 : 0
  }

  /// The stages after Sema: `-emit-sil`, `-emit-ir` at `-Onone` and `-O`, and `-S`,
  /// the code made with `-g` so that its lines know their source lines.
  private func generateCode(_ module: ModuleDecl, fileName: String, into explorer: inout Explorer) throws(System.Failure) {
    let plain = IRGenOptions(moduleName: module.name, isLibrary: options.parseAsLibrary)
    explorer.addPlain("SIL tables", flag: "-emit-sil", IRGen.silListing(module, options: plain))
    var debug = plain
    debug.debugInfo = true
    let unoptimized = IRGen.generate(module, options: debug)
    if let problem = unoptimized.verify() { throw System.Failure(message: "internal compiler error: the generated LLVM IR does not verify:\n" + problem) }
    explorer.addIR("LLVM IR", flag: "-emit-ir -g", unoptimized.printIR())
    debug.optimize = true
    let optimized = IRGen.generate(module, options: debug)
    optimized.optimize()
    explorer.addIR("LLVM IR, optimized", flag: "-emit-ir -O -g", optimized.printIR())
    let dir = try System.makeTemporaryDirectory()
    defer { System.removeTree(dir) }
    let path = Path.join(dir, "out.s")
    do { try unoptimized.writeAssembly(to: path) } catch { throw System.Failure(message: "\(error)") }
    let assembly = String(decoding: try System.readFile(path), as: UTF8.self)
    explorer.addAssembly("Assembly", flag: "-S -g", assembly, fileName: fileName)
  }
}
