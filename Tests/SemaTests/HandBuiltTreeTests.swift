import AST
import Basic
import Parser
import Sema
import Testing

/// Sema on a tree built by hand (independent of the parser): the typed shapes the AST
/// classes document.
@Suite struct HandBuiltTreeTests {
  let sm = SourceManager()
  let file: SourceFile

  init() {
    file = sm.addFile(name: "hand.swift", text: String(repeating: " ", count: 200))
  }

  private func r(_ o: Int) -> SourceRange { SourceRange(start: file.loc(o), end: file.loc(o + 1)) }
  private func name(_ n: String, _ o: Int) -> UnresolvedDeclRefExpr { UnresolvedDeclRefExpr(name: n, range: r(o)) }
  private func int(_ v: String, _ o: Int) -> IntegerLiteralExpr { IntegerLiteralExpr(text: v, isNegative: false, range: r(o)) }
  private func type(_ n: String, _ o: Int) -> IdentTypeRepr { IdentTypeRepr(name: n, range: r(o)) }

  /// `var name: Type` as a member: the binding and the variable.
  private func storedProperty(_ n: String, _ t: String, _ o: Int) -> [Decl] {
    let v = VarDecl(name: n, nameLoc: file.loc(o), isLet: false, range: r(o))
    v.typeRepr = type(t, o + 1)
    let p = TypedPattern(subPattern: NamedPattern(decl: v), typeRepr: v.typeRepr!, range: r(o))
    let b = PatternBindingDecl(entries: [.init(pattern: p, initializer: nil)], isLet: false, range: r(o))
    v.binding = b
    return [b, v]
  }

  @Test func memberwiseInitCallFoldingAndPrint() throws {
    // struct Point { var x: Int; var y: Int }
    let point = StructDecl(name: "Point", nameLoc: file.loc(0), inherited: [],
                           members: storedProperty("x", "Int", 10) + storedProperty("y", "Int", 20), range: r(0))
    for m in point.members { m.parent = point }
    // let p = Point(x: 1, y: 2 + 3 * 4)
    let seq = SequenceExpr(elements: [int("2", 50), name("+", 52), int("3", 54), name("*", 56), int("4", 58)], range: r(50))
    let call = CallExpr(fn: name("Point", 40),
                        arguments: [Argument(label: "x", labelLoc: file.loc(46), expr: int("1", 48)),
                                    Argument(label: "y", labelLoc: file.loc(49), expr: seq)],
                        argumentsRange: SourceRange(start: file.loc(45), end: file.loc(60)), range: r(40))
    let p = VarDecl(name: "p", nameLoc: file.loc(35), isLet: true, range: r(35))
    let binding = PatternBindingDecl(entries: [.init(pattern: NamedPattern(decl: p), initializer: call)], isLet: true, range: r(33))
    p.binding = binding
    // print(p.x)
    let member = UnresolvedDotExpr(base: name("p", 70), name: "x", nameLoc: file.loc(72), range: r(70))
    let printCall = CallExpr(fn: name("print", 64), arguments: [Argument(label: nil, labelLoc: nil, expr: member)],
                             argumentsRange: SourceRange(start: file.loc(69), end: file.loc(74)), range: r(64))
    let top = TopLevelCodeDecl(body: BraceStmt(elements: [.decl(binding), .decl(p), .expr(printCall)], range: r(33)),
                               range: r(33))
    let module = ModuleDecl(name: "main", files: [SourceFileNode(file: file, decls: [point, top])])
    let diags = DiagnosticEngine(sourceManager: sm)
    // (`print` is the standard library's.)
    Sema(diagnostics: diags, standardLibrary: Parser.standardLibrary(sources: sm, diagnostics: diags)).check(module)
    #expect(diags.diagnostics.isEmpty, "\(DiagnosticRenderer(sourceManager: sm).render(diags.diagnostics))")

    let memberwise = try #require(point.members.compactMap { $0 as? ConstructorDecl }.first)
    #expect(memberwise.isMemberwise && memberwise.isImplicit && memberwise.body == nil)
    #expect(memberwise.fullName == "init(x:y:)")
    #expect(p.interfaceType == .nominal(point))

    let checked = try #require(binding.entries[0].initializer as? CallExpr)
    let ctor = try #require(checked.fn as? ConstructorRefCallExpr)
    #expect(ctor.fn.decl === memberwise)
    #expect(checked.type == .nominal(point))
    let sum = try #require(checked.arguments[1].expr as? BinaryExpr)
    #expect((sum.op as? DeclRefExpr).flatMap { ($0.decl as? FuncDecl)?.builtin } == .intAdd)
    let product = try #require(sum.rhs as? BinaryExpr)
    #expect((product.op as? DeclRefExpr).flatMap { ($0.decl as? FuncDecl)?.builtin } == .intMultiply)

    guard case .expr(let printed) = top.body.elements[2], let pc = printed as? CallExpr else {
      Issue.record("print call missing")
      return
    }
    #expect((pc.fn as? DeclRefExpr)?.decl.name == "print")
    #expect(pc.arguments.map(\.label) == [nil, "separator", "terminator"])
    // The items, `Any...`: an array of the values each boxed in an `Any`.
    let items = try #require((pc.arguments[0].expr as? VarargExpansionExpr)?.subExpr as? ArrayExpr)
    let boxed = try #require(items.elements.first as? ErasureExpr)
    #expect(items.elements.count == 1 && boxed.type == .any)
    let ref = try #require(boxed.subExpr as? MemberRefExpr)
    #expect(ref.decl.name == "x" && ref.type == .int)
    // The terminator left out is the parameter's default value.
    let terminator = try #require(pc.arguments[2].expr as? DefaultArgumentExpr)
    #expect(terminator.parameter.name == "terminator" && terminator.type == .string)
  }

  @Test func unknownTypeIsReportedWhereWritten() {
    let point = StructDecl(name: "Point", nameLoc: file.loc(0), inherited: [],
                           members: storedProperty("x", "Foo", 10), range: r(0))
    for m in point.members { m.parent = point }
    let module = ModuleDecl(name: "main", files: [SourceFileNode(file: file, decls: [point])])
    let diags = DiagnosticEngine(sourceManager: sm)
    Sema(diagnostics: diags).check(module)
    #expect(diags.diagnostics.map(\.message) == ["cannot find type 'Foo' in scope"])
    #expect(diags.diagnostics.first?.loc == file.loc(11))
  }
}
