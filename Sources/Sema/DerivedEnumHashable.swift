import AST
import Basic

/// The `hash(into:)` swiftc derives for a `Hashable` enum with associated values (when
/// every associated value is Hashable): the case's index, then each associated value,
/// fed to the hasher, written as the code Sema would otherwise read, then type-checked
/// and emitted like it (as DerivedEnumConformances.swift writes the enum's `==`):
///
///     func hash(into hasher: inout Hasher) {
///       switch self {
///       case .circle(let l0): hasher.combine(0); hasher.combine(l0)
///       case .rect(let l0, let l1): hasher.combine(1); hasher.combine(l0); hasher.combine(l1)
///       case .point: hasher.combine(2)
///       }
///     }
///
/// Being a written-like member, it is the type's `writtenHashInto`: `Hasher.combine`
/// and the tables' `hashValue` call it. (An enum without associated values keeps the
/// library's default, the compiler's hash of its case.)
extension TypeChecker {
  /// The derived `hash(into:)` of `e`, declared in `ext` when the conformance is an
  /// extension's (whose `where` clause then holds in its body); added to `e`
  /// (`addDerivedMember`) once the associated values are found Hashable.
  func makeEnumHashInto(of e: EnumDecl, in ext: ExtensionDecl?) -> FuncDecl {
    let w = DerivedCode(loc: e.nameLoc)
    let arms = enumElements(of: e).enumerated().map { index, c in
      let count = payloadCount(of: c)
      let fed = [w.int(index)] + (0..<count).map { w.ref("l\($0)") }
      return w.arm(w.casePattern(c.name, bindings: count, prefix: "l"), fed.map { .expr(w.combine($0)) })
    }
    return makeDerivedHashInto(of: e, in: ext, body: [.stmt(SwitchStmt(subject: w.ref("self"), cases: arms, range: w.range))])
  }

  /// An implicit `func hash(into hasher: inout Hasher)` of `d` doing `body`, declared in
  /// `ext` (or in `d`); not yet added to `d`.
  func makeDerivedHashInto(of d: NominalTypeDecl, in ext: ExtensionDecl?, body: [ASTNode]) -> FuncDecl {
    let w = DerivedCode(loc: d.nameLoc)
    let hasher = ParamDecl(argumentLabel: "into", name: "hasher", nameLoc: w.loc, range: w.range)
    hasher.typeRepr = IdentTypeRepr(name: "Hasher", range: w.range)
    hasher.isInOut = true
    hasher.isImplicit = true
    let f = FuncDecl(name: "hash", nameLoc: w.loc, parameters: ParameterList(parameters: [hasher], range: w.range),
                     body: nil, range: w.range)
    f.isImplicit = true
    f.access = d.access == .open ? .public : d.access == .private ? .fileprivate : d.access
    hasher.parent = f
    f.parent = ext ?? d
    f.body = w.brace(body)
    return f
  }
}

extension DerivedCode {
  /// `hasher.combine(value)`.
  func combine(_ value: Expr) -> Expr {
    CallExpr(fn: UnresolvedDotExpr(base: ref("hasher"), name: "combine", nameLoc: loc, range: range),
             arguments: [Argument(label: nil, labelLoc: nil, expr: value)], argumentsRange: range, range: range)
  }
}
