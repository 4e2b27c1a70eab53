import AST
import Basic
import Parser
import Sema
import Testing

/// Module `Swift` (stdlib/*.swift): a compile type-checks only the library bodies the
/// program uses (Sema/LibraryBodies.swift), so every body is checked here, once, as the
/// module's own code: an error in a function no test program calls fails this test.
@Suite struct StandardLibraryBodyTests {
  @Test func everyLibraryBodyTypeChecks() {
    let sm = SourceManager()
    let diags = DiagnosticEngine(sourceManager: sm, maxErrors: 1000)
    let library = Parser.standardLibrary(sources: sm, diagnostics: diags)
    let module = ModuleDecl(name: library.name, files: library.files)
    module.isLibrary = true
    Sema(diagnostics: diags).check(module)
    #expect(DiagnosticRenderer(sourceManager: sm).render(diags.sorted) == "")
    let functions = module.decls.compactMap { $0 as? FuncDecl }.filter { $0.body != nil }
    #expect(!functions.isEmpty)
    for f in functions {
      #expect(firstReturnedValue(of: f)?.type != nil, "\(f.name): body not typed")
    }
  }

  /// A program's compile checks the library functions it names (and those they call),
  /// not the others.
  @Test func onlyTheUsedBodiesAreChecked() {
    let checked = Support.check("print(max(1, 2))\n")
    #expect(checked.render() == "")
    guard let library = checked.module.imports.first(where: { $0.name == "Swift" }) else {
      Issue.record("module Swift not imported")
      return
    }
    let functions = library.decls.compactMap { $0 as? FuncDecl }.filter { $0.body != nil }
    // A name asks for every function of that name: the variadic max too.
    for f in functions where f.name == "max" { #expect(firstReturnedValue(of: f)?.type != nil, "max not typed") }
    for f in functions where f.name == "min" { #expect(firstReturnedValue(of: f)?.type == nil, "min typed") }
  }

  /// The value of the first `return` of `f`'s body, or of its first variable's value.
  private func firstReturnedValue(of f: FuncDecl) -> Expr? {
    for element in f.body?.elements ?? [] {
      switch element {
      case .stmt(let s as ReturnStmt): return s.result
      case .decl(let p as PatternBindingDecl): return p.entries.first?.initializer
      case .expr(let e): return e
      default: continue
      }
    }
    return nil
  }
}
