import AST
import Foundation
import Basic
import Parser
import Sema
import Testing

/// `import X`: a library checked as module X, its interface printed (as
/// `-emit-module` will write it) and read back, then a program importing it.
@Suite struct ModuleImportTests {
  /// Checks the libraries in order and the main program importing them, each with module
  /// Swift (stdlib/) as every compile has it; returns the main program's diagnostics,
  /// rendered.
  private func build(libraries: [(name: String, text: String)], main: String) -> (errors: [String], rendered: String) {
    let sm = SourceManager()
    let diags = DiagnosticEngine(sourceManager: sm, maxErrors: 1000)
    var interfaces: [String: String] = [:]
    func load(_ name: String) -> ModuleDecl? {
      guard let text = interfaces[name] else { return nil }
      let file = sm.addFile(name: "\(name).swiftmodule", text: text)
      return ModuleDecl(name: name, files: [Parser.parse(file, diagnostics: diags, isInterface: true)], isImported: true)
    }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sema-modules-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    for lib in libraries {
      let file = sm.addFile(name: "\(lib.name).swift", text: lib.text)
      let module = ModuleDecl(name: lib.name, files: [Parser.parse(file, diagnostics: diags)])
      module.isLibrary = true
      Sema(diagnostics: diags, importSearchPaths: [dir.path], loadModule: { _, name in load(name) },
           standardLibrary: Parser.standardLibrary(sources: sm, diagnostics: diags)).check(module)
      interfaces[lib.name] = ModuleInterfacePrinter().print(module)
      _ = FileManager.default.createFile(atPath: dir.appendingPathComponent("\(lib.name).swiftmodule").path, contents: Data())
    }
    let file = sm.addFile(name: "main.swift", text: main)
    let module = ModuleDecl(name: "main", files: [Parser.parse(file, diagnostics: diags)])
    Sema(diagnostics: diags, importSearchPaths: [dir.path], loadModule: { _, name in load(name) },
         standardLibrary: Parser.standardLibrary(sources: sm, diagnostics: diags)).check(module)
    let errors = diags.sorted.filter { $0.severity == .error }
    return (errors.map(\.message), DiagnosticRenderer(sourceManager: sm).render(errors))
  }

  @Test func theBooksEmployeeModule() throws {
    let root = Support.packageRoot.appendingPathComponent("Examples/Employee")
    let lib = try String(contentsOf: root.appendingPathComponent("employee.swift"), encoding: .utf8)
    let main = try String(contentsOf: root.appendingPathComponent("main.swift"), encoding: .utf8)
    let result = build(libraries: [("Employee", lib)], main: main)
    #expect(result.errors.isEmpty, "\(result.rendered)")
  }

  @Test func onlyPublicDeclarationsAreVisible() {
    let lib = """
      public struct Point {
        public var x: Int
        var hidden = 0
        public init(x: Int) { self.x = x }
      }
      struct Internal {}
      public func origin() -> Point { return Point(x: 0) }
      """
    let result = build(libraries: [("Geo", lib)], main: """
      import Geo
      let p = origin()
      print(p.x)
      print(p.hidden)
      let q = Internal()
      """)
    #expect(result.errors == ["'hidden' is inaccessible due to 'internal' protection level",
                              "cannot find 'Internal' in scope"], "\(result.rendered)")
  }

  /// A public generic function's body travels in the interface (as `@inlinable`): the
  /// importer type-checks it with its own generic arguments; enum cases keep their
  /// access and raw values.
  @Test func genericFunctionsAndEnumsAcrossModules() {
    let lib = """
      public enum Level: Int { case low = 1, high = 5 }
      public func largest<T: Comparable>(_ xs: [T]) -> T? {
        var best = xs.first
        for x in xs { if let b = best, x > b { best = x } }
        return best
      }
      """
    let result = build(libraries: [("Kit", lib)], main: """
      import Kit
      print(largest([3, 1]) ?? 0, largest(["a"]) ?? "", Level.high.rawValue)
      struct S {}
      print(largest([S()]) == nil)
      """)
    #expect(result.errors == ["global function 'largest' requires that 'S' conform to 'Comparable'"], "\(result.rendered)")
  }

  /// Such a body may only name the library's public declarations.
  @Test func inlinableBodiesNamePublicDeclarationsOnly() {
    let result = build(libraries: [("Kit", """
      func helper(_ x: Int) -> Int { return x }
      public func apply<T>(_ x: T, _ f: (T) -> Int) -> Int { return helper(f(x)) }
      """)], main: "print(1)\n")
    #expect(result.errors == ["global function 'helper' is internal and cannot be referenced from an '@inlinable' function"],
            "\(result.rendered)")
  }

  /// A public generic type travels whole, with its members' bodies, which the importer
  /// type-checks (they use the type's internal members as the library does); the
  /// importer sees its public members only, and its conditional conformances.
  @Test func genericTypesAcrossModules() {
    let lib = """
      public struct Stack<Element> {
        var items: [Element] = []
        public init() {}
        public mutating func push(_ x: Element) { items.append(x) }
        public var top: Element? { items.last }
      }
      extension Stack: Equatable where Element: Equatable {}
      """
    let result = build(libraries: [("Kit", lib)], main: """
      import Kit
      var s = Stack<Int>()
      s.push(1)
      print(s.top ?? 0, s == Stack<Int>(), s.items)
      struct S {}
      print(Stack<S>() == Stack<S>())
      """)
    #expect(result.errors == ["'items' is inaccessible due to 'internal' protection level",
                              "operator function '==' requires that 'S' conform to 'Equatable'"], "\(result.rendered)")
  }

  /// Its members may name the library's public declarations only (and the type's own
  /// nested types): an importer has no other.
  @Test func carriedGenericTypesNamePublicDeclarationsOnly() {
    let result = build(libraries: [("Kit", """
      func helper(_ x: Int) -> Int { return x }
      struct Hidden { var n = 1 }
      public struct Box<T> {
        struct Inner { var m = 0 }
        var inner = Inner()
        var hidden: Hidden
        public var value: T
        public init(_ value: T) { self.value = value; hidden = Hidden() }
        public func twice(_ n: Int) -> Int { helper(n) * 2 }
      }
      """)], main: "print(1)\n")
    #expect(result.errors == [
      "a member of public generic type 'Box' using internal type 'Hidden' is not supported yet by miniswiftc",
      "a member of public generic type 'Box' naming internal struct 'Hidden' is not supported yet by miniswiftc",
      "a member of public generic type 'Box' naming internal global function 'helper' is not supported yet by miniswiftc",
    ], "\(result.rendered)")
  }

  @Test func unknownModule() {
    let result = build(libraries: [], main: "import Nowhere\nprint(1)\n")
    #expect(result.errors == ["no such module 'Nowhere'"])
  }

  /// The shared module cases whose libraries stay within the book and core tiers.
  @Test(.enabled(if: Support.shared != nil, "needs ../shared"), arguments: ["book_employee", "core_layers", "core_shop"])
  func sharedModuleCases(_ name: String) throws {
    let shared = try #require(Support.shared)
    let dir = shared.appendingPathComponent("conformance/modules/\(name)")
    let order = try String(contentsOf: dir.appendingPathComponent("build"), encoding: .utf8)
      .split(whereSeparator: \.isWhitespace).map(String.init)
    let libs = try order.map { ($0, try String(contentsOf: dir.appendingPathComponent("\($0).swift"), encoding: .utf8)) }
    let main = try String(contentsOf: dir.appendingPathComponent("main.swift"), encoding: .utf8)
    let result = build(libraries: libs, main: main)
    #expect(result.errors.isEmpty, "\(name):\n\(result.rendered)")
  }
}
