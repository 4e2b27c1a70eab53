import AST

/// `a === b` and `a !== b`: whether two class references are the same instance. Either
/// side may be optional or the `nil` literal (Swift's operators take `AnyObject?`).
extension TypeChecker {
  /// The typed operator, or nil when an operand is not a class reference (then the
  /// caller reports the operator as unsupported).
  func checkIdentityOperator(_ b: BinaryExpr, name: String, lhs: Operand, rhs: Operand) -> Expr? {
    func reference(_ o: Operand) -> SwiftType? {
      if o.literal != nil { return nil }
      switch o.type {
      case let t where t.isClassReference: return t
      case .optional(let w) where w.isClassReference: return o.type
      default: return nil
      }
    }
    let l = reference(lhs), r = reference(rhs)
    guard l != nil || r != nil else { return nil }
    let asOptional = { (t: SwiftType) -> SwiftType in if case .optional = t { t } else { .optional(t) } }
    // A `nil` literal takes the other side's optional type.
    guard let lt = l ?? (lhs.literal == .nil ? asOptional(r!) : nil),
      let rt = r ?? (rhs.literal == .nil ? asOptional(l!) : nil)
    else { return nil }
    b.lhs = finish(lhs, as: lt, reason: .argument)
    b.rhs = finish(rhs, as: rt, reason: .argument)
    return makeOptionalOperator(b, name: name, builtin: name == "===" ? .objectIdentical : .objectNotIdentical,
                                operands: (lt, rt), result: .bool)
  }
}
