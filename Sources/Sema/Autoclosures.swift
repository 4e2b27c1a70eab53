import AST
import Basic

/// `@autoclosure` parameters: the argument, checked as a value of the closure's result
/// type, is wrapped in an implicit closure that returns it, so the function evaluates
/// it when (and each time) it calls the parameter (`serve(customer: line.remove(at: 0))`).
extension TypeChecker {
  /// The type an argument for `p` is checked against: the result of an `@autoclosure`
  /// parameter's function type, else the parameter's type.
  func argumentType(for p: ParamDecl, _ parameterType: SwiftType) -> SwiftType {
    if p.isAutoclosure, case .function(let ft) = parameterType { return ft.result }
    return parameterType
  }

  /// `value` (already checked and converted to the closure's result type) as the
  /// closure an `@autoclosure` parameter of type `parameterType` receives (`escaping`
  /// unless the parameter is known not to be).
  func makeAutoclosure(_ value: Expr, _ parameterType: SwiftType, escaping: Bool = true) -> Expr {
    guard case .function = parameterType else { return value }
    let r = ReturnStmt(result: value, range: value.range)
    r.isImplicit = true
    let body = BraceStmt(elements: [.stmt(r)], range: value.range, isImplicit: true)
    let c = ClosureExpr(parameters: nil, resultTypeRepr: nil, body: body, range: value.range)
    c.isImplicit = true
    c.isAutoclosure = true
    c.isNonEscaping = !escaping
    c.captures = autoclosureCaptures(value)
    c.type = parameterType
    return c
  }

  /// The local variables and parameters (`self` too) the argument uses: it was checked
  /// outside any closure, and declares nothing of its own (a closure inside it lists
  /// what it captures from further out).
  private func autoclosureCaptures(_ value: Expr) -> [ValueDecl] {
    var captured: [ValueDecl] = []
    func add(_ d: ValueDecl) {
      guard let v = d as? VarDecl, !captured.contains(where: { $0 === v }) else { return }
      if !(v is ParamDecl) && (isGlobal(v) || v.kind != .stored || owningNominal(of: v) != nil) { return }
      captured.append(v)
    }
    ASTWalk().forEachExpression(in: value) { x in
      if let r = x as? DeclRefExpr { add(r.decl) }
      if let c = x as? ClosureExpr { c.captures.forEach(add) }
    }
    return captured
  }
}
