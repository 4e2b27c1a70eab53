import AST
import Basic

/// `x = x`, `self.v = v`, `p.v = p.v`: swiftc's errors at the `=` (a no-op that is
/// almost always a misspelled name).
extension TypeChecker {
  func checkSelfAssignment(_ a: AssignExpr) {
    guard let dest = a.dest, let source = a.source, sameStorage(dest, source) else { return }
    let loc = foldedOperatorLocs[ObjectIdentifier(a)] ?? a.loc
    let isProperty = stripConversions(dest) is MemberRefExpr
    error(isProperty ? SemaDiagnostics.assigningPropertyToItself() : SemaDiagnostics.assigningVariableToItself(), at: loc)
  }

  private func sameStorage(_ a: Expr, _ b: Expr) -> Bool {
    switch (stripConversions(a), stripConversions(b)) {
    case (let x as DeclRefExpr, let y as DeclRefExpr):
      return x.decl === y.decl && x.decl is VarDecl
    case (let x as MemberRefExpr, let y as MemberRefExpr):
      return x.decl === y.decl && sameStorage(x.base, y.base)
    default:
      return false
    }
  }
}
