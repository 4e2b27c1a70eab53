import Basic

/// `await e` (`await_expr`): marks the suspension points in `e` (calls of `async`
/// functions, uses of an actor's isolated members from outside it). miniswiftc runs a
/// program as one task on one thread, so nothing can interleave at them: it has `e`'s
/// type and value.
public final class AwaitExpr: WrapperExpr, EffectMarkerExpr {}

/// `try` and `await`: a marker whose operand, in a sequence, is everything to its right
/// (`try a + b` is `try (a + b)`).
public protocol EffectMarkerExpr: Expr {
  var subExpr: Expr { get set }
  /// `try` or `await`, for messages.
  var keyword: String { get }
}

extension AwaitExpr {
  public var keyword: String { "await" }
}

extension TryExpr: EffectMarkerExpr {
  public var keyword: String { "try" }
}

extension AbstractFunctionDecl {
  /// `func f() async`, `init() async`.
  public var isAsync: Bool { asyncLoc != nil }
}

extension DeclModifiers {
  /// `nonisolated func` / `nonisolated let` in an actor: outside its isolation.
  public var isNonisolated: Bool { written.contains { $0.name == "nonisolated" } }
}
