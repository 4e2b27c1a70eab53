import AST

/// `super.init(name: "[Untitled]")!` (and `self.init(...)!`): The Swift Programming
/// Language's `UntitledDocument`, a non-failable initializer delegating to a failable one
/// and forcing its result. The delegation is checked as any other, without the error for
/// delegating to a failable initializer; the `!` is its `isForced` (IRGen traps there, as
/// a force unwrap does, when the other initializer fails).
extension TypeChecker {
  /// The checked delegation when `f` forces one; nil for any other `x!`.
  func checkForcedDelegation(_ f: ForceValueExpr) -> Expr? {
    guard context.kind == .initializer, let call = f.subExpr.withoutParens as? CallExpr,
      let dot = call.fn as? UnresolvedDotExpr, dot.name == "init",
      dot.base is SuperRefExpr || (dot.base as? UnresolvedDeclRefExpr)?.name == "self"
    else { return nil }
    let outer = checkingForcedDelegation
    checkingForcedDelegation = true
    let checked = checkExpr(call)
    checkingForcedDelegation = outer
    guard let delegation = checked as? CallExpr, let callee = delegation.fn as? OtherConstructorDeclRefExpr else {
      return checked
    }
    guard callee.decl.isFailable else {
      // (`super.init()!` of an initializer that cannot fail: swiftc's error, naming the
      // type it initializes.)
      error(SemaDiagnostics.forceUnwrapNonOptional(callee.base.type ?? .error), at: diagLoc(f))
      return checked
    }
    callee.isForced = true
    return delegation
  }
}
