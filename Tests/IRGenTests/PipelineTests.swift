import AST
import Foundation
import IRGen
import Basic
import Parser
import Sema
import Testing

/// Parser + Sema + IRGen in-process on the conformance programs: every module verifies
/// (at `-Onone`, and after `-O`), the IR has the expected shape, and every symbol IRGen
/// defines is one `swiftc` defines for the same program.
@Suite struct PipelineTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `<package root>/../shared`, or `../../shared` from a worktree in `wt/NAME`.
  static let shared: URL? = {
    let parent = packageRoot.deletingLastPathComponent()
    for url in [parent.appendingPathComponent("shared"), parent.deletingLastPathComponent().appendingPathComponent("shared")] {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("conformance").path) { return url }
    }
    return nil
  }()

  static func programs(_ tier: String) -> [String] {
    guard let shared else { return [] }
    let dir = shared.appendingPathComponent("conformance/\(tier)")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { dir.appendingPathComponent($0).path }
  }

  /// The run-pass programs of `Tests/DriverTests/Programs`, which need no `../shared`.
  static let local: [String] = {
    let dir = packageRoot.appendingPathComponent("Tests/DriverTests/Programs")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { dir.appendingPathComponent($0).path }
  }()
  static let book = programs("book")
  static let core = programs("core")
  /// The `ext` programs of closures, higher-order array methods and generics.
  static let extFunctional = programs("ext").filter {
    let n = URL(fileURLWithPath: $0).lastPathComponent
    return n.hasPrefix("closure_") || n.hasPrefix("generic_")
  }

  struct Compiled {
    let module: ModuleDecl
    let diagnostics: String
  }

  /// Parses and type-checks a file as module `moduleName`.
  static func check(_ path: String, moduleName: String = "main") throws -> Compiled {
    let sm = SourceManager()
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let file = sm.addFile(name: path, text: text)
    let diags = DiagnosticEngine(sourceManager: sm, maxErrors: 100)
    let node = Parser.parse(file, diagnostics: diags)
    let module = ModuleDecl(name: moduleName, files: [node])
    if !diags.hasErrors {
      Sema(diagnostics: diags, standardLibrary: Parser.standardLibrary(sources: sm, diagnostics: diags)).check(module)
    }
    let rendered = diags.hasErrors ? DiagnosticRenderer(sourceManager: sm).render(diags.sorted) : ""
    return Compiled(module: module, diagnostics: rendered)
  }

  static func name(_ path: String) -> String { URL(fileURLWithPath: path).lastPathComponent }

  @Test(arguments: PipelineTests.local + PipelineTests.book + PipelineTests.core + PipelineTests.extFunctional)
  func verifies(_ path: String) throws {
    let checked = try Self.check(path)
    try #require(checked.diagnostics.isEmpty, "\(Self.name(path)) does not type-check:\n\(checked.diagnostics)")
    let onone = IRGen.generate(checked.module, options: IRGenOptions(moduleName: "main"))
    #expect(onone.verify() == nil, "\(Self.name(path)): \(onone.verify() ?? "")")
    let o = IRGen.generate(checked.module, options: IRGenOptions(moduleName: "main", optimize: true))
    o.optimize()
    #expect(o.verify() == nil, "\(Self.name(path)) -O: \(o.verify() ?? "")")
  }

  /// IRGen reads the typed tree and never writes it: after emitting (specializations of
  /// generic functions included) at `-Onone` and `-O`, `-dump-ast` prints what Sema made.
  @Test(arguments: PipelineTests.local + PipelineTests.extFunctional)
  func leavesTheTypedTreeAsSemaMadeIt(_ path: String) throws {
    let sm = SourceManager()
    let file = sm.addFile(name: path, text: try String(contentsOfFile: path, encoding: .utf8))
    let diags = DiagnosticEngine(sourceManager: sm, maxErrors: 100)
    let node = Parser.parse(file, diagnostics: diags)
    let module = ModuleDecl(name: "main", files: [node])
    Sema(diagnostics: diags, standardLibrary: Parser.standardLibrary(sources: sm, diagnostics: diags)).check(module)
    try #require(!diags.hasErrors, "\(Self.name(path)) does not type-check")
    let dumper = ASTDumper(sourceManager: sm, showSemantics: true)
    let before = dumper.dump(node)
    for optimize in [false, true] {
      _ = IRGen.generate(module, options: IRGenOptions(moduleName: "main", optimize: optimize))
      #expect(dumper.dump(node) == before, "\(Self.name(path)): IRGen changed the tree (optimize: \(optimize))")
    }
  }

  /// The book's `Employee` module: the symbols swiftc gives it (word substitutions
  /// included), its class metadata with the vtable, and the witness tables.
  @Test func employeeModuleShape() throws {
    guard let path = Self.book.first(where: { $0.hasSuffix("/employee.swift") }) else { return }
    let checked = try Self.check(path, moduleName: "Employee")
    try #require(checked.diagnostics.isEmpty, "\(checked.diagnostics)")
    let ir = IRGen.generate(checked.module, options: IRGenOptions(moduleName: "Employee")).printIR()
    for symbol in [
      "$s8EmployeeAAC05printA4InfoyyF", "$s8EmployeeAACN", "$s8EmployeeAACfD", "$s8EmployeeAACfd",
      "$s8EmployeeAAC9firstName04lastC07addressABSS_SSAA7Address_ptcfC",
      "$s8Employee0A7AddressV7houseNo6street4city5stateACSi_S3StcfC",
      "$s8Employee0A7AddressVAA0B0AAWP", "$s8Employee0A7AddressVAA0B0A2aDP7houseNoSivgTW",
      "$s8EmployeeAACAA6PersonAAWP", "$s8Employee8employeeA2ACvp",
    ] {
      #expect(ir.contains("@\"\(symbol)\""), "missing \(symbol)")
    }
    // Metadata: superclass, name, destroy (fD), size, then the vtable's one method.
    #expect(ir.contains("@\"$s8EmployeeAACN\" = constant { i8*, i8*, i8*, i64, [1 x i8*] }"))
    // Address has four getters; Person three; each table ends with the value's
    // describe function (what `print` shows of a protocol value).
    #expect(ir.contains("@\"$s8Employee0A7AddressVAA0B0AAWP\" = constant [5 x i8*]"))
    #expect(ir.contains("@\"$s8EmployeeAACAA6PersonAAWP\" = constant [4 x i8*]"))
    #expect(ir.contains("define i32 @main(i32 %0, i8* %1)"))
  }

  /// Int arithmetic checks overflow; `&+` does not.
  @Test func arithmeticShape() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("irgen-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("arith.swift")
    try """
      func f(_ a: Int, _ b: Int) -> Int { return a + b }
      func g(_ a: Int, _ b: Int) -> Int { return a &+ b }
      print(f(1, 2), g(3, 4))
      """.write(to: file, atomically: true, encoding: .utf8)
    let checked = try Self.check(file.path)
    try #require(checked.diagnostics.isEmpty, "\(checked.diagnostics)")
    let ir = IRGen.generate(checked.module, options: IRGenOptions(moduleName: "main")).printIR()
    let f = ir.components(separatedBy: "define i64 @\"$s4main1fyS2i_SitF\"").last?.components(separatedBy: "\n}").first ?? ""
    let g = ir.components(separatedBy: "define i64 @\"$s4main1gyS2i_SitF\"").last?.components(separatedBy: "\n}").first ?? ""
    #expect(f.contains("@llvm.sadd.with.overflow.i64") && f.contains("@llvm.trap"))
    #expect(g.contains("add i64") && !g.contains("with.overflow"))
  }

  /// At -O an array subscript is a bounds check and a load, `a[i] = x` a uniqueness
  /// check and a store, `append` a store when there is room: the runtime is called only
  /// on the slow paths, so LLVM sees the loop (as it sees Swift's inlinable Array).
  @Test func arrayAccessIsInlineAtO() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("irgen-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("arrays.swift")
    try """
      func sum(_ a: [Int]) -> Int {
        var s = 0
        var i = 0
        while i < a.count { s += a[i]; i += 1 }
        return s
      }
      func fill(_ a: inout [Int], _ n: Int) {
        var i = 0
        while i < n { a.append(i); a[i] = a[i] * 2; i += 1 }
      }
      var a: [Int] = []
      fill(&a, 10)
      print(sum(a))
      """.write(to: file, atomically: true, encoding: .utf8)
    let checked = try Self.check(file.path)
    try #require(checked.diagnostics.isEmpty, "\(checked.diagnostics)")
    func body(_ ir: String, _ symbol: String) -> String {
      ir.components(separatedBy: "@\"\(symbol)\"(").dropFirst().first?.components(separatedBy: "\n}").first ?? ""
    }
    // The definition of `symbol` (not a call of it).
    func definition(_ ir: String, _ symbol: String) -> String {
      ir.components(separatedBy: "\ndefine ").first { $0.prefix { $0 != "\n" }.contains(" @\"\(symbol)\"(") }
        .flatMap { $0.components(separatedBy: "\n}").first } ?? ""
    }
    let o = IRGen.generate(checked.module, options: IRGenOptions(moduleName: "main", optimize: true))
    let inline = o.printIR()
    // `a[i]` is the library's subscript (stdlib/ArraySubscript.swift): its getter's and
    // its addressor's specializations for Int hold the checks, inline at -O.
    let getter = "$sSayxSicigSi_Tg5", addressor = "$sSayxSiciauSi_Tg5"
    let sumO = body(inline, "$s4main3sumySiSaySiGF")
    #expect(sumO.contains(getter))
    let getterO = definition(inline, getter)
    #expect(!getterO.contains("@ms_array_get") && getterO.contains("icmp uge") && getterO.contains("@llvm.trap"))
    let addressorO = definition(inline, addressor)
    #expect(addressorO.contains("array.unique") && addressorO.contains("icmp uge") && addressorO.contains("@llvm.trap"))
    #expect(!addressorO.contains("@ms_array_element") && !addressorO.contains("@ms_array_check_index_set"))
    let fillO = body(inline, "$s4main4fillyySaySiGz_SitF")
    // `append` is the library's (stdlib/Array.swift): its specialization for Int holds the
    // fast path, and LLVM inlines it into `fill`.
    let appendO = inline.components(separatedBy: "\ndefine ").first { $0.hasPrefix("private void @\"$sSa6appendyyxFSi_Tg5\"(") }
      .flatMap { $0.components(separatedBy: "\n}").first } ?? ""
    #expect(appendO.contains("@ms_array_append") && appendO.contains("append.fast"))
    #expect(fillO.contains("$sSa6appendyyxFSi_Tg5"))
    #expect(fillO.contains(addressor) && fillO.contains(getter))
    o.optimize()
    #expect(o.verify() == nil, "\(o.verify() ?? "")")
    let optimized = o.printIR()
    let fillOptimized = body(optimized, "$s4main4fillyySaySiGz_SitF")
    #expect(fillOptimized.contains("append.fast") && !fillOptimized.contains("call void @\"$sSa6append"))
    #expect(!fillOptimized.contains("call %Ts20UnsafeMutablePointer") && fillOptimized.contains("array.unique"))
    let sumOptimized = body(optimized, "$s4main3sumySiSaySiGF")
    #expect(!sumOptimized.contains("call i64 @\"\(getter)\"") && sumOptimized.contains("icmp"))
    // At -Onone the runtime does it all, with Swift's fatal-error messages.
    let onone = IRGen.generate(checked.module, options: IRGenOptions(moduleName: "main")).printIR()
    #expect(definition(onone, getter).contains("@ms_array_get"))
    #expect(definition(onone, addressor).contains("@ms_array_check_index_set"))
  }

  /// Every symbol IRGen defines for a book or core program is one swiftc defines for it
  /// too (same module name and file name, so private discriminators agree).
  @Test(arguments: PipelineTests.book + PipelineTests.core + PipelineTests.extFunctional)
  func symbolsMatchSwiftc(_ path: String) throws {
    guard let swiftc = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
      .map({ "\($0)/swiftc" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else {
      print("skipping: swiftc is not installed")
      return
    }
    let checked = try Self.check(path)
    try #require(checked.diagnostics.isEmpty, "\(checked.diagnostics)")
    let ir = IRGen.generate(checked.module, options: IRGenOptions(moduleName: "main")).printIR()
    let ours = Self.definedSymbols(ir)
    #expect(!ours.isEmpty)

    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("irgen-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let object = dir.appendingPathComponent("p.o").path
    let compile = try Self.run(swiftc, ["-emit-object", "-module-name", "main", path, "-o", object])
    try #require(compile.status == 0, "swiftc cannot compile \(Self.name(path))")
    let listing = try Self.run("/usr/bin/nm", ["--format=just-symbols", object])
    let theirs = Set(listing.output.split(separator: "\n").map(String.init))
    for s in ours.sorted() where !theirs.contains(s) {
      Issue.record("\(Self.name(path)): swiftc does not define \(s)")
    }
  }

  /// Generic functions are specialized per argument list: private functions named with
  /// swiftc's specialization mangling, which `swift-demangle` reads back.
  @Test(arguments: (PipelineTests.local + PipelineTests.extFunctional).filter { $0.contains("/generic") })
  func specializationsArePrivateAndDemangle(_ path: String) throws {
    let checked = try Self.check(path)
    try #require(checked.diagnostics.isEmpty, "\(checked.diagnostics)")
    let ir = IRGen.generate(checked.module, options: IRGenOptions(moduleName: "main")).printIR()
    // (A thunk of one, `ms.thunk.$s...Tg5`, is a helper of its own.)
    let defines = ir.split(separator: "\n").filter { $0.hasPrefix("define ") && $0.contains("@\"$s") && $0.contains("Tg5\"") }
    #expect(!defines.isEmpty, "\(Self.name(path)): no specialization")
    #expect(defines.allSatisfy { $0.hasPrefix("define private ") })
    guard let demangler = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
      .map({ "\($0)/swift-demangle" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else {
      print("skipping the demangling check: swift-demangle is not installed")
      return
    }
    let names = defines.compactMap { line -> String? in
      guard let start = line.range(of: "@\"")?.upperBound, let end = line[start...].firstIndex(of: "\"") else { return nil }
      return String(line[start..<end])
    }
    let out = try Self.run(demangler, ["--compact"] + names).output.split(separator: "\n")
    #expect(out.count == names.count)
    for (name, text) in zip(names, out) {
      #expect(text.hasPrefix("generic specialization <"), "\(name) demangles as \(text)")
    }
  }

  /// The names of the functions and globals an IR module exports (not private or
  /// internal ones).
  static func definedSymbols(_ ir: String) -> Set<String> {
    var out: Set<String> = []
    for line in ir.split(separator: "\n") {
      let l = String(line)
      if l.contains(" private ") || l.contains(" internal ") || l.hasPrefix("define private") || l.hasPrefix("define internal") {
        continue
      }
      // Module Swift's non-generic functions the program carries (`Int.distance(to:)`
      // of a stride's iterator, `print`), linkonce_odr (IRGen's `function(_:)`), are
      // libswiftCore's in swiftc's build, not the program object's; so is the metadata
      // of a built-in type boxed in an `Any` (`$sSSN`, merged across modules).
      if l.hasPrefix("define linkonce_odr") || l.contains(" = linkonce_odr ") { continue }
      if l.hasPrefix("define ") || (l.hasPrefix("@") && !l.contains("= external")) {
        guard let at = l.firstIndex(of: "@") else { continue }
        var rest = l[l.index(after: at)...]
        var name = ""
        if rest.first == "\"" {
          rest = rest.dropFirst()
          name = String(rest.prefix { $0 != "\"" })
        } else {
          name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" })
        }
        if l.hasPrefix("define ") && l.contains("define private") { continue }
        out.insert(name)
      }
    }
    return out
  }

  static func run(_ program: String, _ args: [String]) throws -> (status: Int32, output: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: program)
    p.arguments = args
    let pipe = Pipe()
    p.standardOutput = pipe
    p.standardError = FileHandle.nullDevice
    try p.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
