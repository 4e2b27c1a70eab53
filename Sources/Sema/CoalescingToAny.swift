import AST

// `print(account?.balance ?? 0)`: where the context wants an `Any` (print's items), swiftc
// types `a ?? b` as the `Any` both sides convert to when that solution scores better
// than the wrapped type's: when `b` cannot be the wrapped type at all (`s?.count ?? "none"`,
// `d ?? n` with `d: Double?`, `n: Int`), and when `a` is an optional chain and `b` a literal
// of another default type (`s?.balance ?? 0` prints `0`, an Int: the chain's value is
// erased inside the chain at no cost, while typing `0` as a Double costs a non-default
// literal). A plain optional (`d ?? 0`) keeps its wrapped type: converting a `Double?` to
// an `Any?` costs more than the literal.
extension TypeChecker {
  /// Is `e`, before folding, an operator sequence with a `??` (`a ?? b`, `x?.y ?? 0 + 1`)?
  func isCoalescing(_ e: Expr) -> Bool {
    switch e {
    case let s as SequenceExpr: s.elements.contains { ($0 as? UnresolvedDeclRefExpr)?.name == "??" }
    case let b as BinaryExpr: operatorName(b.op) == "??"
    default: false
    }
  }

  /// `e` (folded: a sequence is folded once) checked where an `Any` is expected when it
  /// is an `a ?? b`; nil otherwise.
  func checkCoalescingAsAny(_ e: Expr) -> Expr? {
    guard let b = e as? BinaryExpr, operatorName(b.op) == "??" else { return nil }
    return checkExpr(b, contextual: .any)
  }

  /// `a ?? b` typed as an `Any` (nil when the wrapped type `w` is swiftc's choice).
  func checkCoalescingToAny(_ b: BinaryExpr, lhs: Operand, rhs: Operand, wrapped w: SwiftType,
                            contextual: SwiftType?) -> Expr? {
    guard contextual == .any, w != .any, rhs.literal != .nil else { return nil }
    if rhs.literal == nil, case .optional = rhs.type { return nil }
    let fits = score(rhs, w) != nil
    let isChain = lhs.expr.withoutParens is OptionalEvaluationExpr
    // (A literal with no type of its own, `[]` or `.none`, takes the wrapped type.)
    let otherLiteral = rhs.literal.map { !$0.defaultType.isError && $0.defaultType != w } ?? false
    guard !fits || (isChain && otherLiteral) else { return nil }
    b.lhs = coerce(lhs.expr, to: .optional(.any), reason: .argument)
    b.rhs = coerce(finishWithDefault(rhs), to: .any, reason: .argument)
    return makeOptionalOperator(b, name: "??", builtin: .optionalCoalesce, operands: (.optional(.any), .any), result: .any)
  }
}
