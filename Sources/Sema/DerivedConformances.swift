import AST
import Basic

/// `Equatable`, the standard library protocol a program's struct, class or enum may
/// declare conformance to. Its requirement, `static func ==`, is a written operator
/// function (in the type, an extension or at file scope) or, for a struct whose
/// stored properties are all `Equatable`, the one Sema derives as swiftc does:
/// `static func __derived_struct_equals(_ a: S, _ b: S) -> Bool` comparing each
/// property in order, type-checked and emitted like written code. (An enum without
/// associated values compares its cases already; `!=` is the library's `extension
/// Equatable` operator, stdlib/Equatable.swift.)
extension TypeChecker {
  /// The derived `==` of a struct (swiftc's name for it).
  static let derivedStructEquals = "__derived_struct_equals"

  func checkEquatableConformance(_ d: NominalTypeDecl, ext: ExtensionDecl?) {
    let loc = ext?.loc ?? d.nameLoc
    if hasWrittenOperator("==", of: d) { return }
    switch d {
    case let s as StructDecl:
      let stored = storedProperties(of: s)
      // Of a generic struct, in the conformance's context: `extension Stack: Equatable
      // where Element: Equatable {}` makes an `[Element]` property Equatable.
      let equals = makeDerivedOperator(TypeChecker.derivedStructEquals, of: s, in: ext, isOperator: false)
      let context = FunctionContext(kind: .function, decl: equals, resultType: .bool, selfDecl: nil, nominal: s,
                                    isStatic: true, parent: nil)
      if let v = withContext(context, scope: rootScope(), { stored.first(where: { !conforms(typeOfVar($0), to: stdlib.protocols["Equatable"]) }) }) {
        // (A generic struct is named with its parameters, `Box<T>`.)
        let name = "\(type(of: d))"
        error(SemaDiagnostics.doesNotConform(name, "Equatable"), at: loc, notes: [
          .note(SemaDiagnostics.storedPropertyPreventsSynthesis(typeOfVar(v), name), at: v.nameLoc),
          .note(SemaDiagnostics.addStubs(), at: loc),
        ])
        return
      }
      deriveStructEquals(equals, of: s, stored)
    case let e as EnumDecl:
      // (Without associated values an enum compares its cases.)
      guard enumElements(of: e).contains(where: { $0.parameters != nil }) else { return }
      let equals = makeDerivedOperator(TypeChecker.derivedEnumEquals, of: e, in: ext, isOperator: false)
      guard payloadsConform(e, to: "Equatable", at: loc, member: equals) else { return }
      equals.body = derivedEnumEqualsBody(of: e)
      addDerivedMember(equals, to: e)
    default:
      // (A generic class is named with its parameters, `Ref<T>`.)
      error(SemaDiagnostics.doesNotConform("\(type(of: d))", "Equatable"), at: loc, notes: [
        .note(SemaDiagnostics.noSynthesis("Equatable", for: synthesisKind(of: d)), at: loc),
        .note(SemaDiagnostics.addStubs(), at: loc),
      ])
    }
  }

  /// How swiftc's note that it derives no conformance names `d`'s kind: "class",
  /// "generic class", "struct", "generic struct".
  func synthesisKind(of d: NominalTypeDecl) -> String {
    (d.genericParameters.isEmpty ? "" : "generic ") + (d is ClassDecl ? "class" : "struct")
  }

  /// A written `static func NAME (S, S) -> Bool` (`==`, `<`) in the type or its
  /// extensions, or a global one. A global one is recorded on the type
  /// (`fileScopeComparisonOperators`): it is the conformance's witness, which IRGen calls
  /// for a comparison through a generic parameter.
  func hasWrittenOperator(_ name: String, of d: NominalTypeDecl) -> Bool {
    let t = type(of: d)
    let members = lookupMembers(name, in: t).compactMap { $0 as? FuncDecl }.filter { isStaticMember($0) }
    let globals = (globalValues[name] ?? []).compactMap { $0 as? FuncDecl }
    let written = (members + globals).first { f in
      resolveFunctionSignature(f, selfType: members.contains { $0 === f } ? t : nil, isStatic: true)
      guard case .function(let ft)? = f.interfaceType else { return false }
      return ft.parameters.map(\.type) == [t, t]
    }
    if let f = written, !members.contains(where: { $0 === f }) { d.fileScopeComparisonOperators[name] = f }
    return written != nil
  }

  /// `static func __derived_struct_equals(_ a: S, _ b: S) -> Bool { a.x == b.x && ... }`
  private func deriveStructEquals(_ f: FuncDecl, of s: StructDecl, _ stored: [VarDecl]) {
    let loc = s.nameLoc
    let range = SourceRange(loc)
    func name(_ n: String) -> Expr { UnresolvedDeclRefExpr(name: n, range: range) }
    var test: Expr?
    for v in stored {
      let l = UnresolvedDotExpr(base: name("a"), name: v.name, nameLoc: loc, range: range)
      let r = UnresolvedDotExpr(base: name("b"), name: v.name, nameLoc: loc, range: range)
      let equal = BinaryExpr(op: name("=="), lhs: l, rhs: r, range: range)
      test = test.map { BinaryExpr(op: name("&&"), lhs: $0, rhs: equal, range: range) } ?? equal
    }
    let ret = ReturnStmt(result: test ?? BooleanLiteralExpr(value: true, range: range), range: range)
    ret.isImplicit = true
    f.body = BraceStmt(elements: [.stmt(ret)], range: range, isImplicit: true)
    addDerivedMember(f, to: s)
  }

  /// An implicit `static func NAME(_ a: T, _ b: T) -> Bool` of `d`, declared in `ext`
  /// when the conformance is an extension's (whose `where` clause holds in its body); its
  /// body is set, and it is added to `d`, once the stored properties are found to conform.
  func makeDerivedOperator(_ name: String, of d: NominalTypeDecl, in ext: ExtensionDecl?, isOperator: Bool) -> FuncDecl {
    let range = SourceRange(d.nameLoc)
    let params = ["a", "b"].map { n -> ParamDecl in
      let p = ParamDecl(argumentLabel: nil, name: n, nameLoc: d.nameLoc, range: range)
      p.typeRepr = IdentTypeRepr(name: d.name, range: range)
      p.interfaceType = type(of: d)
      p.isImplicit = true
      return p
    }
    let f = FuncDecl(name: name, nameLoc: d.nameLoc, parameters: ParameterList(parameters: params, range: range),
                     body: nil, range: range)
    f.isImplicit = true
    f.isOperator = isOperator
    f.modifiers.isStatic = true
    f.resultTypeRepr = IdentTypeRepr(name: "Bool", range: range)
    f.access = d.access == .open ? .public : d.access == .private ? .fileprivate : d.access
    f.parent = ext ?? d
    for p in params { p.parent = f }
    return f
  }

  /// Adds derived member `f` (an operator, an enum's `hash(into:)`) to `d`, in the
  /// extension it was made in.
  func addDerivedMember(_ f: FuncDecl, to d: NominalTypeDecl) {
    let parent = f.parent
    addImplicitMember(f, to: d)
    f.parent = parent
    resolveFunctionSignature(f, selfType: type(of: d), isStatic: f.modifiers.isStatic)
  }
}
