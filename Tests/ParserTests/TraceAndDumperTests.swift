import AST
import Basic
import Testing

@testable import Parser

/// `-debug-trace-parse` and the dumper's modes.
@Suite struct TraceAndDumperTests {
  @Test func traceReportsEveryParseFunctionWithItsPosition() {
    let manager = SourceManager()
    let file = manager.addFile(name: "t.swift", text: "let a = 1\nprint(a)\n")
    let engine = DiagnosticEngine(sourceManager: manager)
    var lines: [String] = []
    _ = Parser.parse(file, diagnostics: engine, trace: { lines.append($0) })
    #expect(lines.first == "parseSourceFile 1:1")
    #expect(lines.contains("  parseDecl 1:1"))
    #expect(lines.contains("    parseVarDecl 1:1"))
    #expect(lines.contains { $0.hasPrefix("  parseExprStmt 2:1") })
    #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "parseArgumentList 2:6" })
    // Indentation follows the nesting: a child is one level deeper than its caller.
    let depths = lines.map { $0.prefix { $0 == " " }.count / 2 }
    for (a, b) in zip(depths, depths.dropFirst()) { #expect(b <= a + 1) }
  }

  @Test func noTraceNoCost() {
    // Without a trace closure, parsing must not build trace strings: only the result
    // can be observed, so this checks the same tree comes out.
    let a = Parsed("let a = [1, 2].count\n").dump
    let manager = SourceManager()
    let file = manager.addFile(name: "t.swift", text: "let a = [1, 2].count\n")
    let engine = DiagnosticEngine(sourceManager: manager)
    var count = 0
    let tree = Parser.parse(file, diagnostics: engine, trace: { _ in count += 1 })
    #expect(ASTDumper(sourceManager: manager).dump(tree) == a)
    #expect(count > 5)
  }

  /// With `showSemantics`, the dumper prints what Sema records on the nodes.
  @Test func semanticModeShowsTypesAndBindings() throws {
    let p = Parsed("let a: Int = 1\n")
    let tlcd = try #require(p.tree.decls.first as? TopLevelCodeDecl)
    let pbd = try #require(tlcd.body.elements.first?.node as? PatternBindingDecl)
    let typed = try #require(pbd.entries[0].pattern as? TypedPattern)
    typed.typeRepr.resolved = .int
    typed.type = .int
    pbd.entries[0].initializer?.type = .int
    let v = try #require(p.tree.decls[1] as? VarDecl)
    v.interfaceType = .int
    let dumper = ASTDumper(sourceManager: p.manager, showSemantics: true)
    let text = dumper.dump(p.tree)
    #expect(text.contains(#"(type_unqualified_ident id="Int" bind="Swift.(file).Int")"#))
    #expect(text.contains(#"(original_init=integer_literal_expr type="Int" location=t.swift:1:14 range=[t.swift:1:14 - line:1:14] value="1""#))
    #expect(text.contains(#"(var_decl range=[t.swift:1:5 - line:1:5] "a" interface_type="Int" access=internal let readImpl=stored immutable top_level_global"#))
    #expect(text.contains(#"(pattern_typed type="Int""#))
    // The parse dump of the same tree stays swiftc's.
    #expect(p.dump.contains(#"(type_unqualified_ident id="Int" unbound)"#))
  }

  @Test func dumpOfASingleNode() throws {
    let p = Parsed("x = y?.z\n")
    let e = try #require(p.expr)
    #expect(
      p.shape(e) == """
        (sequence_expr
          (unresolved_decl_ref_expr name="x")
          (assign_expr
            (<null expr>)
            (<null expr>))
          (unresolved_dot_expr field="z"
            (bind_optional_expr depth=0
              (unresolved_decl_ref_expr name="y"))))
        """)
    // -dump-ast shows the optional_evaluation_expr the parser put around the chain.
    let semantic = Parsed.compact(ASTDumper(sourceManager: p.manager, showSemantics: true).dump(node: e))
    #expect(semantic.contains("(optional_evaluation_expr"))
  }
}
