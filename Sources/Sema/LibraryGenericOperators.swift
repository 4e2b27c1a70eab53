import AST
import Basic

/// `1...`, `..<5`, `...x`: module Swift's generic operator functions (the partial
/// ranges', stdlib/PartialRangeFrom.swift ...). A unary operator whose only candidates
/// are such functions is checked as a call of them, which infers their generic
/// arguments as any call of a generic function does (`Bound` is `Int` for `1...`, the
/// literal's default type); the result is an implicit `CallExpr` of the chosen one
/// (swiftc's tree keeps the unary expression, its callee carrying the substitution).
extension TypeChecker {
  /// The call `op(operand)` for a unary operator `name` of `fixity` whose candidates are
  /// all generic functions of module Swift; nil when there are others (the built-in
  /// `-x`, a program's `prefix func`), which the operator's own check chooses among.
  func checkLibraryGenericUnaryOperator(_ name: String, op: Expr, operand: Expr, fixity: OperatorFixity,
                                        range: SourceRange, contextual: SwiftType?) -> Expr? {
    guard let r = op as? UnresolvedDeclRefExpr, fixity == .postfix || stdlib.prefixOperators[name] == nil else {
      return nil
    }
    let candidates = userOperatorFunctions(name, fixity: fixity, operandTypes: [])
    guard !candidates.isEmpty,
      candidates.allSatisfy({ $0.outermostDecl.isInStandardLibrary && !$0.genericParameters.isEmpty })
    else { return nil }
    let call = CallExpr(fn: r, arguments: [Argument(label: nil, labelLoc: nil, expr: operand)],
                        argumentsRange: operand.range, range: range)
    call.isImplicit = true
    return checkGlobalCall(call, candidates, ref: r, contextual: contextual)
  }
}
