import AST

// `if case`, `guard case` and `while case`: a condition that matches a value against a
// pattern, as a `switch` case does (`if case .circle(let r) = shape`, `while case let x?
// = it.next()`): the value is checked first, then the pattern against its type, binding
// its variables in the condition's scope. IRGen keeps the value while the pattern is
// matched (GenStmt.swift, `emitPatternCondition`).
//
// And Optional's two cases written as cases, `.some(p)` and `.none` (`Optional.none`):
// Optional is a built-in type here, not an enum declaration, so they are read as the
// patterns the subset has for them, `p?` and `nil`, which exhaustiveness and IRGen know.
extension TypeChecker {
  /// `case pattern = initializer` in a condition list.
  func checkPatternCondition(_ pattern: Pattern, _ initializer: Expr) -> (Pattern, Expr) {
    let value = checkExpr(initializer)
    let subjectType = value.type ?? .error
    let p = optionalCasePatterns(castPattern(pattern), subjectType)
    var covers: Set<String> = []
    var catchAll = false
    checkCasePattern(p, subjectType, &covers, &catchAll)
    return (p, value)
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
