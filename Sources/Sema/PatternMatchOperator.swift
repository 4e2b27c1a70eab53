import AST

/// `case ...5:`, `case 10...:`, `case r:` with one of module Swift's range structs: an
/// expression pattern is matched by Swift as `pattern ~= value`. The pattern's value and
/// the matched one stand in the call as `OpaqueValueExpr`s (`ExprPattern.matchValue`
/// for the latter), which IRGen binds before evaluating the call
/// (`ExprPattern.matchCall`). The built-in types' patterns (`case 3:`, `case 1...5:` on
/// an Int) keep IRGen's own comparisons.
extension TypeChecker {
  /// Records on `e` the call of module Swift's `~=` that matches a value of
  /// `subjectType` against the pattern's value (checked, of a library struct generic
  /// over the subject's type); false when the pattern is not such a value.
  func checkPatternMatchOperator(_ e: ExprPattern, subject subjectType: SwiftType) -> Bool {
    guard let t = e.expr.type, case .boundGeneric(let d, let args) = t, d.isInStandardLibrary, args == [subjectType]
    else { return false }
    // (The one for the pattern's struct: a call infers a generic function's arguments
    // when it is the one candidate.)
    let candidates = userOperatorFunctions("~=", fixity: .infix, operandTypes: []).filter {
      $0.outermostDecl.isInStandardLibrary && $0.parameters.parameters.first?.interfaceType?.nominalDecl === d
    }
    guard candidates.count == 1 else { return false }
    let pattern = OpaqueValueExpr(type: t, range: e.expr.range)
    let value = OpaqueValueExpr(type: subjectType, range: e.expr.range)
    let op = UnresolvedDeclRefExpr(name: "~=", range: e.expr.range)
    let call = CallExpr(fn: op, arguments: [Argument(label: nil, labelLoc: nil, expr: pattern),
                                            Argument(label: nil, labelLoc: nil, expr: value)],
                        argumentsRange: e.expr.range, range: e.expr.range)
    call.isImplicit = true
    let checked = checkGlobalCall(call, candidates, ref: op, contextual: .bool)
    guard checked.type == .bool else { return false }
    e.matchCall = checked
    e.patternValue = pattern
    e.matchValue = value
    return true
  }
}
