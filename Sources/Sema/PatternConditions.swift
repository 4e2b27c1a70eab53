import AST

// `if case`, `guard case` and `while case`: a condition that matches a value against a
// pattern, as a `switch` case does (`if case .circle(let r) = shape`, `while case let x?
// = it.next()`): the value is checked first, then the pattern against its type, binding
// its variables in the condition's scope. IRGen keeps the value while the pattern is
// matched (GenStmt.swift, `emitPatternCondition`).
extension TypeChecker {
  /// `case pattern = initializer` in a condition list.
  func checkPatternCondition(_ pattern: Pattern, _ initializer: Expr) -> (Pattern, Expr) {
    let value = checkExpr(initializer)
    let subjectType = value.type ?? .error
    let p = optionalCasePattern(castPattern(pattern), subject: subjectType)
    var covers: Set<String> = []
    var catchAll = false
    checkCasePattern(p, subjectType, &covers, &catchAll)
    return (p, value)
  }
}
