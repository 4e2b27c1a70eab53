import AST
import Basic

/// Where an operator is written: `-x`, `a + b`, `x!`.
enum OperatorFixity {
  case prefix, infix, postfix
}

/// Operator functions a program declares: `static func + (left: V, right: V) -> V` in a
/// type (found through the operands' types), `static prefix func -`, global ones, and
/// `static func += (left: inout V, right: V)`, whose left side is passed `inout`.
extension TypeChecker {
  /// The operator functions named `name` of this fixity: global ones and the static
  /// members of the operands' types.
  func userOperatorFunctions(_ name: String, fixity: OperatorFixity, operands: [Operand]) -> [FuncDecl] {
    var result = (globalValues[name] ?? []).compactMap { $0 as? FuncDecl }
    var seen: Set<ObjectIdentifier> = []
    for o in operands where o.literal == nil {
      if let n = o.type.nominalDecl, seen.insert(ObjectIdentifier(n)).inserted {
        result += lookupMembers(name, in: .nominal(n)).compactMap { $0 as? FuncDecl }.filter { isStaticMember($0) }
      }
    }
    return result.filter { operatorFixity(of: $0) == fixity }
  }

  /// `prefix func`, `postfix func`, or (two parameters, no modifier) infix.
  func operatorFixity(of f: FuncDecl) -> OperatorFixity? {
    let written = Set(f.modifiers.written.map(\.name))
    if written.contains("prefix") { return .prefix }
    if written.contains("postfix") { return .postfix }
    return f.parameters.parameters.count == 2 ? .infix : nil
  }

  /// The operand of an operator function's `inout` parameter: passed by address, as
  /// `&x` is to a call (swiftc's implicit `inout_expr`).
  func implicitInOut(_ e: Expr) -> Expr {
    let io = InOutExpr(subExpr: e, range: e.range)
    io.isImplicit = true
    io.type = e.type
    return io
  }
}
