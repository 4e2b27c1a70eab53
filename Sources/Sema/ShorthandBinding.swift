import AST
import Basic

extension TypeChecker {
  /// The value an `if let x` / `guard let x` shorthand binds: an implicit reference to
  /// the outer `x`, at the name (nil when the pattern is not a single name).
  func shorthandBindingSource(_ pattern: Pattern) -> Expr? {
    let variables = patternVariables(pattern)
    guard variables.count == 1, let v = variables.first else { return nil }
    let ref = UnresolvedDeclRefExpr(name: v.name, range: SourceRange(v.nameLoc))
    ref.isImplicit = true
    return ref
  }
}
