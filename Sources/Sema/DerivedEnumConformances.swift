import AST
import Basic

/// The `==` and `<` swiftc derives for an enum with associated values (`Equatable` when
/// every associated value is, `Comparable` when the enum has no raw type and every
/// associated value is Comparable), written as the code Sema would otherwise read, then
/// type-checked and emitted like it (as DerivedConformances.swift writes a struct's):
///
///     static func __derived_enum_equals(_ a: E, _ b: E) -> Bool {
///       switch (a, b) {
///       case (.num(let l0), .num(let r0)): return l0 == r0
///       case (.end, .end): return true
///       default: return false
///       }
///     }
///
///     static func < (_ a: E, _ b: E) -> Bool {
///       switch (a, b) {
///       case (.expert(let l0), .expert(let r0)): return l0 < r0
///       default: break
///       }
///       var l = 0
///       switch a { case .beginner: l = 0 case .intermediate: l = 1 case .expert: l = 2 }
///       var r = 0
///       switch b { ... }
///       return l < r
///     }
///
/// The cases of two values compare by their order of declaration; the same cases by
/// their associated values, the first that differ. (An enum without associated values
/// compares its cases already, IRGen's `enumEqual`.)
extension TypeChecker {
  /// swiftc's name for an enum's derived `==`.
  static let derivedEnumEquals = "__derived_enum_equals"

  /// The body of `__derived_enum_equals` of `e`.
  func derivedEnumEqualsBody(of e: EnumDecl) -> BraceStmt {
    let w = DerivedCode(loc: e.nameLoc)
    let cases = enumElements(of: e)
    var arms: [CaseStmt] = cases.map { c in
      let count = payloadCount(of: c)
      let test = (0..<count).map { i in w.binary("==", w.ref("l\(i)"), w.ref("r\(i)")) }
        .reduce(nil as Expr?) { all, t in all.map { w.binary("&&", $0, t) } ?? t } ?? w.bool(true)
      return w.arm(w.casePatternPair(c.name, bindings: count),
                   [.stmt(w.ret(test))])
    }
    if cases.count > 1 { arms.append(w.defaultArm([.stmt(w.ret(w.bool(false)))])) }
    return w.brace([.stmt(SwitchStmt(subject: w.tupleExpr([w.ref("a"), w.ref("b")]), cases: arms, range: w.range))])
  }

  /// The body of the derived `<` of `e`.
  func derivedEnumLessBody(of e: EnumDecl) -> BraceStmt {
    let w = DerivedCode(loc: e.nameLoc)
    let cases = enumElements(of: e)
    var elements: [ASTNode] = []
    let payloadArms: [CaseStmt] = cases.compactMap { c in
      let count = payloadCount(of: c)
      guard count > 0 else { return nil }
      // `if l0 != r0 { return l0 < r0 }` ... `return lN < rN`.
      var body: [ASTNode] = []
      for i in 0..<count - 1 {
        let differ = w.binary("!=", w.ref("l\(i)"), w.ref("r\(i)"))
        let then = w.brace([.stmt(w.ret(w.binary("<", w.ref("l\(i)"), w.ref("r\(i)"))))])
        body.append(.stmt(IfStmt(conditions: [.boolean(differ)], thenStmt: then, elseStmt: nil, range: w.range)))
      }
      body.append(.stmt(w.ret(w.binary("<", w.ref("l\(count - 1)"), w.ref("r\(count - 1)")))))
      return w.arm(w.casePatternPair(c.name, bindings: count), body)
    }
    if !payloadArms.isEmpty {
      let arms = payloadArms + [w.defaultArm([.stmt(BreakStmt(label: nil, range: w.range))])]
      elements.append(.stmt(SwitchStmt(subject: w.tupleExpr([w.ref("a"), w.ref("b")]), cases: arms, range: w.range)))
    }
    // The cases' order: `var l = 0; switch a { case .x: l = 1 ... }`, then `b`'s.
    for (name, value) in [("l", "a"), ("r", "b")] {
      let v = VarDecl(name: name, nameLoc: w.loc, isLet: false, range: w.range)
      v.isImplicit = true
      elements.append(.decl(PatternBindingDecl(entries: [.init(pattern: NamedPattern(decl: v), initializer: w.int(0))],
                                               isLet: false, range: w.range)))
      elements.append(.decl(v))
      let arms = cases.enumerated().map { i, c in
        w.arm(w.casePattern(c.name, bindings: 0, prefix: ""), [.expr(AssignExpr(dest: w.ref(name), source: w.int(i), range: w.range))])
      }
      elements.append(.stmt(SwitchStmt(subject: w.ref(value), cases: arms, range: w.range)))
    }
    elements.append(.stmt(w.ret(w.binary("<", w.ref("l"), w.ref("r")))))
    return w.brace(elements)
  }

  /// Whether every associated value of `e`'s cases conforms to library protocol `name`
  /// where `member`, the derived witness, is declared (of a generic enum, in the
  /// conformance's context: `extension Pair: Equatable where A: Equatable, B: Equatable
  /// {}` makes an `A` Equatable); if not, swiftc's error (at `loc`) with a note at the
  /// first that does not (and the note to add stubs, which swiftc gives once per
  /// declaration: `addStubs`).
  func payloadsConform(_ e: EnumDecl, to name: String, at loc: SourceLoc, addStubs: Bool = true,
                       member: FuncDecl) -> Bool {
    let payloads = enumElements(of: e).flatMap { $0.parameters?.parameters ?? [] }
    let context = FunctionContext(kind: .function, decl: member, resultType: .void, selfDecl: nil, nominal: e,
                                  isStatic: member.modifiers.isStatic, parent: nil)
    let failing = withContext(context, scope: rootScope()) {
      payloads.first(where: { !conforms($0.interfaceType ?? .error, to: stdlib.protocols[name]) })
    }
    guard let p = failing else { return true }
    // (A generic enum is named with its parameters, `Box<T>`, but in swiftc's error of
    // Hashable.)
    let typeName = "\(type(of: e))"
    let why = Diagnostic.note(SemaDiagnostics.associatedValuePreventsSynthesis(p.interfaceType ?? .error, typeName, name),
                              at: p.typeRepr?.loc ?? p.loc)
    error(SemaDiagnostics.doesNotConform(name == "Hashable" ? e.name : typeName, name), at: loc,
          notes: addStubs ? [why, .note(SemaDiagnostics.addStubs(), at: loc)] : [why])
    return false
  }

  /// The number of associated values of case `c`.
  func payloadCount(of c: EnumElementDecl) -> Int {
    c.parameters?.parameters.count ?? 0
  }
}

/// Builders of the implicit code of a derived member, every node at the type's name.
struct DerivedCode {
  let loc: SourceLoc
  var range: SourceRange { SourceRange(loc) }

  func ref(_ name: String) -> Expr { UnresolvedDeclRefExpr(name: name, range: range) }
  func int(_ n: Int) -> Expr { IntegerLiteralExpr(text: "\(n)", isNegative: false, range: range) }
  func bool(_ b: Bool) -> Expr { BooleanLiteralExpr(value: b, range: range) }
  func binary(_ op: String, _ l: Expr, _ r: Expr) -> Expr { BinaryExpr(op: ref(op), lhs: l, rhs: r, range: range) }
  func tupleExpr(_ elements: [Expr]) -> Expr { TupleExpr(elements: elements, labels: elements.map { _ in nil }, range: range) }
  func tuple(_ elements: [Pattern]) -> Pattern { TuplePattern(elements: elements, range: range) }

  func ret(_ e: Expr) -> Stmt {
    let r = ReturnStmt(result: e, range: range)
    r.isImplicit = true
    return r
  }

  func brace(_ elements: [ASTNode]) -> BraceStmt { BraceStmt(elements: elements, range: range, isImplicit: true) }

  /// `.name(let p0, let p1)` (`.name` when `bindings` is 0).
  func casePattern(_ name: String, bindings: Int, prefix: String) -> Pattern {
    let bound: [Pattern] = (0..<bindings).map { i in
      let v = VarDecl(name: "\(prefix)\(i)", nameLoc: loc, isLet: true, range: range)
      v.isImplicit = true
      return BindingPattern(isLet: true, subPattern: NamedPattern(decl: v), range: range)
    }
    let sub: Pattern? = bound.isEmpty ? nil : bound.count == 1 ? bound[0] : tuple(bound)
    return EnumElementPattern(parentType: nil, name: name, nameLoc: loc, subPattern: sub, range: range)
  }

  /// `(.name(let l0, ...), .name(let r0, ...))`: both values of a switch over `(a, b)` in
  /// the same case.
  func casePatternPair(_ name: String, bindings: Int) -> Pattern {
    tuple([casePattern(name, bindings: bindings, prefix: "l"), casePattern(name, bindings: bindings, prefix: "r")])
  }

  func arm(_ pattern: Pattern, _ body: [ASTNode]) -> CaseStmt {
    CaseStmt(labelItems: [.init(pattern: pattern, guardExpr: nil)], isDefault: false, body: brace(body), range: range)
  }

  func defaultArm(_ body: [ASTNode]) -> CaseStmt {
    CaseStmt(labelItems: [.init(pattern: AnyPattern(range: range), guardExpr: nil)], isDefault: true,
             body: brace(body), range: range)
  }
}
