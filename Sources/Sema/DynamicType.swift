import AST

/// `type(of: x)`: a `DynamicTypeExpr` whose type is the metatype of `x`'s type, a value
/// as `Point.self` is (MetatypeValues.swift). Of a protocol value or an `Any` it is the
/// type of the value inside, known at run time (`print` shows its name; its members and
/// comparisons are not supported yet). Of a generic value it is "not supported yet".
extension TypeChecker {
  /// `type(of: x)` when no declaration named `type` is visible (the caller looked).
  func checkDynamicType(_ call: CallExpr) -> Expr? {
    guard call.arguments.count == 1, call.arguments[0].label == "of" else { return nil }
    let base = finishWithDefault(prepare(call.arguments[0].expr))
    let d = DynamicTypeExpr(base: base, range: call.range)
    guard let t = base.type, !t.isError else {
      d.type = .error
      return d
    }
    d.type = .metatype(t)
    if case .genericParameter = t {
      notSupported("'type(of:)' of a generic value", at: call.loc)
      d.type = .error
    }
    return d
  }

}
