import AST

/// `x is T`, `x as? T`, `x as! T` and `x as T`.
///
/// `as` converts as a typed binding would (`1 as Double`, an upcast). The checked casts
/// are decided at run time from the value's metadata (IRGen's GenCast.swift), for the
/// pairs `isSupportedCheckedCast` accepts: a class instance to a class (up or down the
/// hierarchy) and a protocol value to a concrete type; `is` and `as?` also look through
/// one optional. `catch let e as T` can reuse it for `any Error` to `T`. Casts to or
/// from other types (`Any`, protocols, value types) are not supported yet.
extension TypeChecker {
  func checkCast(_ c: CastExpr) -> Expr {
    let target = resolveType(c.typeRepr)
    c.castType = target
    guard let sub = c.subExpr else {
      c.type = .error
      return c
    }
    if c.kind == .coerce {
      c.subExpr = checkExpr(sub, convertTo: target, reason: .specifiedType)
      c.type = target
      return c
    }
    let checked = finishWithDefault(prepare(sub))
    c.subExpr = checked
    guard let source = checked.type, !source.isError, !target.isError else {
      c.type = .error
      return c
    }
    guard isSupportedCheckedCast(from: source, to: target, allowOptional: c.kind != .forced) else {
      notSupported("a cast from '\(source)' to '\(target)'", at: c.keywordLoc)
      c.type = .error
      return c
    }
    switch c.kind {
    case .isSubtype: c.type = .bool
    case .conditional: c.type = .optional(target)
    case .forced, .coerce: c.type = target
    }
    return c
  }

  /// Can a value of `source` be checked at run time for being a `target`?
  func isSupportedCheckedCast(from source: SwiftType, to target: SwiftType, allowOptional: Bool) -> Bool {
    if allowOptional, case .optional(let w) = source { return isSupportedCheckedCast(from: w, to: target, allowOptional: false) }
    switch (source, target) {
    case (.nominal(let s), .nominal(let t)) where s is ClassDecl && t is ClassDecl:
      return true
    case (.existential, .nominal(let t)):
      return t is ClassDecl || t is StructDecl || t is EnumDecl
    default:
      return false
    }
  }
}
