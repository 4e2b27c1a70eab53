import AST
import Basic

// A static method or an enum case called on a generic type named without arguments:
//
//     struct Stack<T> { static func one(_ x: T) -> Stack<T> }
//     Stack.one(1)                    // Stack<Int>
//     [1, 2].map { Stack.one($0) }    // [Stack<Int>]
//     enum Result2<T> { case ok(T) }
//     Result2.ok(3)                   // Result2<Int>
//
// As for an initializer (`Stack(items: [1])`, `checkConstructorCall`), swiftc infers
// the type's generic arguments with the call: its parameters are inferred as the
// method's own (`inferredTypeParameters`), then the type expression is bound to them.
extension TypeChecker {
  /// `Type.member(args)` where `Type` is a generic type named without arguments, outside
  /// its own declaration (where it means `Type<Parameters>`) and `member` a static method
  /// or an enum case: the call, with the type's arguments inferred; nil for any other
  /// base or member (checked as usual, which reports what is not supported).
  func checkUnboundGenericMemberCall(_ call: CallExpr, _ d: UnresolvedDotExpr, contextual: SwiftType?) -> Expr? {
    guard let r = d.base as? UnresolvedDeclRefExpr, r.genericArgs.isEmpty,
      case .type(let named) = lookupUnqualified(r.name, at: r.loc), let n = named.nominalDecl,
      !n.genericParameters.isEmpty, n.builtinType == nil
    else { return nil }
    let t = SwiftType.nominal(n)
    let decls = lookupMembers(d.name, in: t).filter { isStaticMember($0) }
    let element = decls.first(where: { $0 is EnumElementDecl }) as? EnumElementDecl
    let statics = decls.compactMap { $0 as? FuncDecl }
    // (An argument that takes its type from the parameter's, `.leaf(1)` of
    // `Tree.node(.leaf(1), .leaf(2))`, would need the type first: left to the usual
    // path's "not supported yet".)
    let takesTypeFromParameter = call.arguments.contains { a in
      let e = a.expr.withoutParens
      return e is UnresolvedMemberExpr || (e as? CallExpr)?.fn is UnresolvedMemberExpr || e is NilLiteralExpr
    }
    guard element?.parameters != nil || !statics.isEmpty, !takesTypeFromParameter,
      let te = typeExpr(named, for: r, inferringArguments: true), te.instanceType == t
    else { return nil }
    d.base = te
    let outerInferred = inferredTypeParameters
    inferredTypeParameters = n.genericParameters
    defer { inferredTypeParameters = outerInferred }
    // (A parameter left open is reported at the type's name, as swiftc does.)
    if let element {
      return checkEnumConstruction(call, element, on: t, range: d.range, loc: r.loc, contextual: contextual)
    }
    guard let accessible = accessibleDecls(statics, name: d.name, at: d.nameLoc),
      let (chosen, args) = resolveOverloads(call, accessible, kind: "static method", name: d.name, fnLoc: r.loc,
                                            contextual: contextual, base: t)
    else { return failCall(call) }
    let bound = SwiftType.boundGeneric(n, inferredTypeArguments)
    te.instanceType = bound
    te.type = .metatype(bound)
    _ = checkMemberRequirements(chosen, kind: "static method", on: bound, at: d.nameLoc)
    return finishMethodCall(call, base: te, decl: chosen, nameRange: SourceRange(start: d.nameLoc, end: d.range.end),
                            args: args)
  }
}
