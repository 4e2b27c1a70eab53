import AST
import Basic

/// `case "a"..."z":` (and `"a"..<"z"`) on a Character: Swift matches it with
/// `ClosedRange<Character>.~=`, whether the value lies between the bounds as Characters
/// compare. Ranges as values are of Int only in the subset, so such a range is typed
/// here, in a pattern only: its bounds are Characters and its operator the built-in range
/// operator over them, which IRGen tests with the Character comparison
/// (`emitExprPatternTest`). Elsewhere `"a"..."z"` stays "not supported yet".
extension TypeChecker {
  /// The pattern `e` checked as a range of Characters, or nil when it is not a range or
  /// the value matched is not a Character.
  func checkCharacterRangePattern(_ e: Expr, subject: SwiftType) -> Expr? {
    guard subject == .character, let b = e as? BinaryExpr, let name = operatorName(b.op), name == "..." || name == "..<"
    else { return nil }
    let kind: RangeKind = name == "..." ? .closed : .halfOpen
    // `case "ab"..."z":` is a range of Strings, which cannot match a Character.
    if [b.lhs, b.rhs].contains(where: { ($0 as? StringLiteralExpr).map { !isCharacterLiteral($0, contextual: .character) } ?? false }) {
      b.lhs = checkExpr(b.lhs)
      b.rhs = checkExpr(b.rhs)
      error(SemaDiagnostics.patternTypeMismatch(.range(kind, .string), .character), at: b.op.loc)
      b.type = .error
      return b
    }
    b.lhs = checkExpr(b.lhs, convertTo: .character, reason: .argument)
    b.rhs = checkExpr(b.rhs, convertTo: .character, reason: .argument)
    let f = makeBuiltinOperator(name, builtin: kind == .closed ? .closedRange : .halfOpenRange,
                                operands: (.character, .character), result: .range(kind, .character))
    let ref = DeclRefExpr(decl: f, range: b.op.range)
    ref.type = f.interfaceType
    b.op = ref
    b.type = .range(kind, .character)
    return b
  }
}
