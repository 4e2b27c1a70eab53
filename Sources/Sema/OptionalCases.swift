import AST
import Basic

/// Optional as the enum Swift declares (`enum Optional<Wrapped> { case none, some(Wrapped) }`),
/// which miniswiftc still builds in (`SwiftType.optional`): its initializer and its cases
/// in patterns are the built-in forms that mean the same.
///
/// `Optional(x)`, `Optional<Int>(x)`: Optional's `init(_ some: Wrapped)`, which wraps its
/// argument (`.some(x)`): the call is the argument injected into the optional type, as
/// an implicit conversion is.
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
    let injected = coerce(checked, to: .optional(t), reason: .argument)
    if injected is InjectIntoOptionalExpr {
      // (swiftc's notes are at the called type: `Optional`, the `>` of `Optional<Int>`.)
      spelledOptionals[ObjectIdentifier(injected)] = SpelledOptional(
        start: call.range.start, notesAt: r.genericArgs.isEmpty ? call.range.start : r.range.end.advanced(by: -1), namedGeneric: true,
        namedGenericInParentheses: false, isInferredInitializer: r.genericArgs.isEmpty)
    }
    return injected
  }

  /// `case .some(let x)`, `case let .some(x)`, `case .none` (also `Optional.some`, and
  /// nested: `.some(.none)`) on an optional subject: the patterns `let x?` and `nil`,
  /// which Swift's are sugar for.
  func optionalCasePattern(_ p: Pattern, subject: SwiftType) -> Pattern {
    switch p.patternKind {
    case .binding(let b):
      b.subPattern = optionalCasePattern(b.subPattern, subject: subject)
      return b
    case .tuple(let t):
      if case .tuple(let types, _) = subject, types.count == t.elements.count {
        for i in t.elements.indices { t.elements[i] = optionalCasePattern(t.elements[i], subject: types[i]) }
      }
      return t
    case .optionalSome(let o):
      if case .optional(let w) = subject { o.subPattern = optionalCasePattern(o.subPattern, subject: w) }
      return o
    case .enumElement(let e):
      guard case .optional(let w) = subject, isOptionalCase(e.name, parent: e.parentType) else { return p }
      switch (e.name, e.subPattern) {
      case ("none", nil):
        return ExprPattern(expr: NilLiteralExpr(range: e.range))
      case ("some", let sub?):
        // (One unlabelled associated-value pattern is the sub-pattern itself: the parser
        // makes no one-element tuple of it.)
        return OptionalSomePattern(subPattern: optionalCasePattern(sub, subject: w), range: e.range)
      case ("some", nil):
        // `.some` alone: any wrapped value.
        return OptionalSomePattern(subPattern: AnyPattern(range: e.range), range: e.range)
      default:
        return p
      }
    case .named, .typed, .any, .expr, .isPattern:
      return p
    }
  }

  /// Is `.name` (written after `parent`, if any) one of Optional's cases? (Also where the
  /// wrapped type has a case of that name: swiftc takes Optional's, with a warning.)
  private func isOptionalCase(_ name: String, parent: TypeRepr?) -> Bool {
    guard name == "some" || name == "none" else { return false }
    guard let parent else { return true }
    guard let r = parent as? IdentTypeRepr, r.name == "Optional", lookupTypeDecl(r.name) == nil else { return false }
    return r.genericArgs.isEmpty
  }

  /// `.none` and `.some(x)` where an optional is wanted: `nil` and `x` wrapped (with
  /// swiftc's warning when the wrapped type has a case `none` too: Optional's comes first).
  func checkOptionalCase(_ m: UnresolvedMemberExpr, argument: Expr?, contextual: SwiftType?) -> Expr? {
    guard case .optional(let w)? = contextual, isOptionalCase(m.name, parent: nil) else { return nil }
    if m.name == "none", argument == nil, lookupMembers("none", in: w).contains(where: { $0 is EnumElementDecl }) {
      let at = m.loc.advanced(by: 1)
      let notes: [Diagnostic] = [
        .note(SemaDiagnostics.specifyOptionalToSilence(), at: at), .note(SemaDiagnostics.useWrappedNone(w), at: at),
      ]
      report(Diagnostic(.warning, SemaDiagnostics.assumingOptionalNone(w), at: at, notes: notes))
    }
    return optionalCase(m.name, argument: argument, wrapped: w, range: m.range)
  }

  /// `none` (`nil`) or `some(x)` (`x` wrapped) of `Wrapped?`, written with the type
  /// (`Optional<Int>.none`, `Int?.some(3)`) or implicit (above); nil for another name.
  func optionalCase(_ name: String, argument: Expr?, wrapped w: SwiftType, range: SourceRange) -> Expr? {
    switch (name, argument) {
    case ("none", nil):
      return coerce(NilLiteralExpr(range: range), to: .optional(w), reason: .specifiedType)
    case ("some", let x?):
      // Wrapped explicitly: coercing `.some(nil)` (a `nil` of type `w`) to `w?` would
      // retype the literal as the outer `nil`.
      return InjectIntoOptionalExpr(subExpr: checkExpr(x, convertTo: w, reason: .argument), type: .optional(w))
    default:
      return nil
    }
  }

  /// `value`, a case of Optional written after its type (`Optional<Int>.none`,
  /// `Int?.some(3)`, `typeSpelling` the type as written, the case's name at `nameLoc`),
  /// noted for swiftc's warnings (`SpelledOptional`).
  func noteSpelledOptionalCase(_ value: Expr, _ name: String, typeSpelling: Expr, nameLoc: SourceLoc) {
    let byName = (typeSpelling as? UnresolvedDeclRefExpr)?.name == "Optional"
    spelledOptionals[ObjectIdentifier(value)] = SpelledOptional(
      start: typeSpelling.range.start, notesAt: nameLoc, namedGeneric: name == "some" || byName,
      namedGenericInParentheses: true)
  }
}

/// An optional written with Optional's initializer or one of its cases, as swiftc's
/// warnings about it (an optional converted to `Any`) name and place it: from the start
/// of the spelling, the notes at the called type or the case's name, and the type named
/// `Optional<Int>` or `Int?` as swiftc's type of the expression is sugared:
/// - `Optional(3)`, `Optional<Int>(3)`: `Optional<Int>`, `Int?` in parentheses;
/// - `Optional<Int>.some(3)`, `Int?.some(3)`: `Optional<Int>`, in parentheses too;
/// - `Optional<Int>.none`: `Optional<Int>`; `Int?.none`: `Int?`, `Optional<Int>` in
///   parentheses.
struct SpelledOptional {
  /// Where the spelling starts: the warning's place, unless in parentheses (then theirs).
  var start: SourceLoc
  /// Where the warning's notes are.
  var notesAt: SourceLoc
  /// Whether the type is named `Optional<Wrapped>` rather than `Wrapped?`, outside and
  /// inside parentheses.
  var namedGeneric: Bool
  var namedGenericInParentheses: Bool
  /// `Optional(x)`, the type left to be inferred: a checked cast of it to a type that is
  /// not an optional (`Optional(i) is String`) is decided and named by swiftc as one of
  /// `x` (StaticCastOutcomes.swift); the other spellings are named `Optional<Int>` there.
  var isInferredInitializer = false
}
