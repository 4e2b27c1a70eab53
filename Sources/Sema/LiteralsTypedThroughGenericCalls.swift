import AST

// A literal inside a generic call that is itself an argument, typed by the parameter
// the outer call gives it:
//
//     func g(_ b: Box<Character>) { ... }
//     g(Box(v: "l"))              // Box<Character>: "l" is a Character
//     func half(_ x: Double) ...
//     half(identity(1))           // T is Double
//
// Checked on its own, `Box(v: "l")` would make `T` the literal's default type and be a
// `Box<String>`; swiftc solves the two calls together. An argument's expression is
// checked once (checking rewrites it), so such a call is left unchecked, as a closure
// with untyped parameters is, until the callee's parameter type is known; it is then
// checked with that type as its context (Box's `T` from the context first, then its
// literals). Where the parameter's type is itself still open (a generic callee's `T`),
// it is checked without context, as before.
//
// A generic function's own literal argument is typed by the call's context too
// (`let x: Double = identity(1)`): `resolveGenericCall` binds a generic parameter that
// only literals take from the type the context wants of the result.

extension TypeChecker {
  /// Is `e` a call of a generic type named without its arguments (`Box(v: 1)`), or of a
  /// generic global function (`identity(1)`), with a literal argument (directly or in
  /// such a call): one whose type the context should decide?
  func isGenericCallOfLiterals(_ e: Expr, depth: Int = 0) -> Bool {
    guard depth < 16, let call = e.withoutParens as? CallExpr, let r = call.fn as? UnresolvedDeclRefExpr,
      r.genericArgs.isEmpty, !call.arguments.contains(where: { $0.isTrailingClosure }),
      call.arguments.contains(where: { arg in
        !(arg.expr is SequenceExpr) && (literalKind(arg.expr) != nil || isGenericCallOfLiterals(arg.expr, depth: depth + 1))
      })
    else { return false }
    switch lookupUnqualified(r.name, at: r.loc) {
    case .type(let t):
      // (The name alone is the type with its own parameters: `Box<T>`.)
      guard let n = t.nominalDecl, !n.genericParameters.isEmpty else { return false }
      return t == .nominal(n) || t == .boundGeneric(n, n.genericParameters.map { .genericParameter($0) })
    case .globals(let decls):
      let funcs = decls.compactMap { $0 as? FuncDecl }
      return funcs.count == 1 && decls.count == 1 && !funcs[0].genericParameters.isEmpty && funcs[0].builtin == nil
    case .local, .localFunctions, .members, .beforeDeclaration, .notFound:
      return false
    }
  }
}
