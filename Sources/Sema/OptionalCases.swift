import AST
import Basic

// Optional's two cases written as cases: `.some(x)` and `.none` as values, `.some(p)` and
// `.none` (`Optional.none`) as patterns. Optional is a built-in type here, not an enum
// declaration (`enum Optional<Wrapped> { case none; case some(Wrapped) }` in Swift's
// library), so they are read as what the subset has for them: the value wrapped
// (`InjectIntoOptionalExpr`) and `nil`, the patterns `p?` and `nil`, which
// exhaustiveness and IRGen know. Optional's cases come first, as in swiftc, also where
// the wrapped type has a member of the same name.
extension TypeChecker {
  /// `.none` where an optional is expected: `nil`, typed as that optional (with swiftc's
  /// warning when the wrapped type has a case `none` too).
  func optionalNone(_ m: UnresolvedMemberExpr, contextual t: SwiftType) -> Expr? {
    guard case .optional(let wrapped) = t, m.name == "none" else { return nil }
    if lookupMembers("none", in: wrapped).contains(where: { $0 is EnumElementDecl }) {
      let at = m.loc.advanced(by: 1)
      let notes: [Diagnostic] = [
        .note(SemaDiagnostics.specifyOptionalToSilence(), at: at), .note(SemaDiagnostics.useWrappedNone(wrapped), at: at),
      ]
      report(Diagnostic(.warning, SemaDiagnostics.assumingOptionalNone(wrapped), at: at, notes: notes))
    }
    let n = NilLiteralExpr(range: m.range)
    n.type = t
    return n
  }

  /// `.some(x)` where an optional is expected: `x` (checked as the wrapped type) wrapped.
  func optionalSome(_ call: CallExpr, _ m: UnresolvedMemberExpr, contextual t: SwiftType) -> Expr? {
    guard case .optional(let wrapped) = t, m.name == "some", call.arguments.count == 1, call.arguments[0].label == nil
    else { return nil }
    let payload = coerce(checkExpr(call.arguments[0].expr, contextual: wrapped), to: wrapped, reason: .argument)
    return InjectIntoOptionalExpr(subExpr: payload, type: t)
  }

  /// `p` with each `.some(q)` matched against an optional made `q?` and each `.none`
  /// made `nil`, down through bindings and tuples.
  func optionalCasePatterns(_ p: Pattern, _ t: SwiftType) -> Pattern {
    switch p.patternKind {
    case .binding(let b):
      b.subPattern = optionalCasePatterns(b.subPattern, t)
      return b
    case .tuple(let tp):
      guard case .tuple(let types, _) = t, types.count == tp.elements.count else { return tp }
      tp.elements = zip(tp.elements, types).map { optionalCasePatterns($0, $1) }
      return tp
    case .enumElement(let e):
      guard case .optional(let wrapped) = t, e.parentType.map(namesOptional) ?? true else { return e }
      switch (e.name, e.subPattern) {
      case ("some", let sub?):
        return OptionalSomePattern(subPattern: optionalCasePatterns(sub, wrapped), range: e.range)
      case ("none", nil):
        return ExprPattern(expr: NilLiteralExpr(range: e.range))
      default:
        return e
      }
    case .named, .typed, .any, .expr, .optionalSome, .isPattern:
      return p
    }
  }

  /// `Optional` or `Optional<T>` (or `Swift.Optional`) as a pattern's parent type.
  private func namesOptional(_ r: TypeRepr) -> Bool {
    switch r.typeReprKind {
    case .ident(let i): i.name == "Optional" && lookupTypeDecl(i.name) == nil
    case .member(let m): m.name == "Optional" && m.base.spelling == "Swift"
    case .optional, .array, .dictionary, .tuple, .function, .inOut, .opaque, .existential, .composition: false
    }
  }
}
