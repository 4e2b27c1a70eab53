import AST
import Basic

/// `a?.b = v`, `a?.b += 1`, `d["k"]?[0] = x`: a mutation through an optional chain. The
/// parser wraps the chain on the left in an `OptionalEvaluationExpr`; Sema checks the
/// mutation on the chain's inside (an lvalue through `?`) and, as swiftc, makes the
/// whole mutation the chain's result: `()` when every `?` had a value, so the
/// expression has type `()?` (`(a?.b = v) != nil` tells whether it was assigned).
extension TypeChecker {
  /// The chain the parser put around the left operand of `=` or a compound assignment,
  /// when there is one.
  func chainedDestination(_ dest: Expr) -> OptionalEvaluationExpr? {
    dest as? OptionalEvaluationExpr
  }

  /// `mutation` (checked, of type `()`) as the result of an optional chain: `()?`.
  func optionalChainResult(_ mutation: Expr) -> Expr {
    guard let t = mutation.type, !t.isError else { return mutation }
    let result = SwiftType.optional(.void)
    let chain = OptionalEvaluationExpr(subExpr: InjectIntoOptionalExpr(subExpr: mutation, type: result), range: mutation.range)
    chain.isImplicit = true
    chain.type = result
    return chain
  }
}
