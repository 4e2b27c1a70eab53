import AST
import Basic

/// `Optional(x)`, `Optional<Int>(x)`: Optional's `init(_ some: Wrapped)`, which wraps
/// its argument (`.some(x)`). Optional is still built in (`SwiftType.optional`), so the
/// call is the argument injected into the optional type, as an implicit conversion is.
extension TypeChecker {
  /// Is `call` a call of Optional's initializer (`Optional` naming the standard
  /// library's type, one unlabeled argument)?
  func callsOptionalInitializer(_ call: CallExpr, _ r: UnresolvedDeclRefExpr) -> Bool {
    r.name == "Optional" && lookupTypeDecl(r.name) == nil && lookupGenericParameter(r.name) == nil
      && call.arguments.count == 1 && call.arguments[0].label == nil && !call.arguments[0].isTrailingClosure
      && !isNilLiteral(call.arguments[0].expr)
  }

  /// The argument of `Optional(x)` (typed by the written `Wrapped`, or the contextual
  /// optional's), wrapped into an optional of its type.
  func checkOptionalInitializer(_ call: CallExpr, _ r: UnresolvedDeclRefExpr, contextual: SwiftType?) -> Expr {
    var wrapped: SwiftType?
    if !r.genericArgs.isEmpty {
      let t = resolveType(IdentTypeRepr(name: r.name, genericArgs: r.genericArgs, range: r.range))
      guard case .optional(let w) = t else { return failCall(call) }
      wrapped = w
    }
    let argument = call.arguments[0].expr
    let checked: Expr
    if let wrapped {
      checked = checkExpr(argument, convertTo: wrapped, reason: .argument)
    } else {
      var context: SwiftType?
      if case .optional(let w)? = contextual { context = w }
      checked = checkExpr(argument, contextual: context)
    }
    call.arguments[0].expr = checked
    guard let t = checked.type, !t.isError else { return failCall(call) }
    return coerce(checked, to: .optional(t), reason: .argument)
  }
}
