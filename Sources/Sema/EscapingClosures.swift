import AST
import Basic

/// A closure that outlives the call it is written in (stored in a variable, assigned,
/// returned) must not capture an `inout` parameter, whose storage belongs to the
/// caller only during the call. (Closures passed as arguments are not escaping in
/// miniswiftc, which has no `@escaping`.) Reported with the checks after type checking,
/// as swiftc does.
extension TypeChecker {
  func checkEscapingClosure(_ e: Expr) {
    guard let c = stripConversions(e) as? ClosureExpr else { return }
    for case let p as ParamDecl in c.captures where p.isInOut {
      var use: SourceLoc?
      ASTWalk().forEachExpression(in: c.body) { x in
        if use == nil, let r = x as? DeclRefExpr, r.decl === p { use = r.loc }
      }
      flowErrors.append(Diagnostic(.error, SemaDiagnostics.escapingClosureCapturesInOut(p.name), at: c.loc, notes: [
        .note(SemaDiagnostics.parameterDeclaredInOut(p.name), at: p.nameLoc),
        .note(SemaDiagnostics.capturedHere(), at: use ?? c.loc),
      ]))
    }
  }
}
