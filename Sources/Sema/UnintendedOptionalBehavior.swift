import AST
import Basic

/// swiftc's warnings for an optional used where its value was likely meant (its
/// `diagnoseUnintendedOptionalBehavior`): an optional converted to `Any` without saying
/// so (`print(x)`, `let a: Any = x`, an element of an `[Any]`, an `Any` argument) and an
/// optional interpolated into a string (`"\(x)"`). Both show `Optional(3)` where `3` was
/// likely meant. Writing `x as Any` or `String(describing: x)` says it was meant, and
/// silences them, as the warnings' notes suggest.
extension TypeChecker {
  /// An optional erased to `Any` by a conversion (Existentials.swift's `coerceToAny`), or
  /// a collection of optionals upcast to one of `Any` (CollectionUpcasts.swift): warned
  /// about after the bodies are checked, unless an `as Any` (`as [Any]`) made it.
  func noteOptionalErasedToAny(_ erasure: ImplicitConversionExpr) {
    guard !isCheckingLibrarySource else { return }
    optionalsErasedToAny.append((erasure, phase))
  }

  /// `e` is the operand of `as Any`, converted: an erasure in it was written.
  func noteExplicitCoercion(_ e: Expr?) {
    guard let e, e is ErasureExpr || e is CollectionUpcastExpr else { return }
    explicitErasures.insert(ObjectIdentifier(e))
  }

  /// The erasures of optionals to `Any` that no `as Any` wrote.
  func reportOptionalsErasedToAny() {
    let current = phase
    for (erasure, checkedIn) in optionalsErasedToAny where !explicitErasures.contains(ObjectIdentifier(erasure)) {
      guard let t = erasure.subExpr.type, !t.isError else { continue }
      // (Ordered among the diagnostics of the code it is in, as swiftc reports it there.)
      phase = checkedIn
      if let upcast = erasure as? CollectionUpcastExpr, let target = upcast.type {
        warnOptionalsCoercedToAny(upcast.subExpr, t, target)
      } else {
        warnOptionalCoercedToAny(erasure.subExpr, t)
      }
    }
    phase = current
    optionalsErasedToAny = []
  }

  /// A segment of a string interpolation.
  func warnIfOptionalInterpolated(_ segment: Expr) {
    guard !isCheckingLibrarySource, let t = segment.type, case .optional(let wrapped) = t else { return }
    let at = diagLoc(segment.withoutParens)
    // (Swift's `appendInterpolation(_:default:)` takes any optional but a `String?`,
    // whose `?? default` is the same thing.)
    let defaultParameter = wrapped == .string ? [] : [Diagnostic.note(SemaDiagnostics.useDefaultValueParameter(), at: at)]
    report(Diagnostic(.warning, SemaDiagnostics.optionalInterpolated(), at: segment.range.start,
                      notes: defaultParameter + [.note(SemaDiagnostics.provideDefaultValue(), at: at),
                                                 .note(SemaDiagnostics.useStringDescribing(), at: at)]))
  }

  /// `[Int?]` as `[Any]` (`[String: Int?]` as `[String: Any]`): the warning names the
  /// collection types, with only the note to cast.
  private func warnOptionalsCoercedToAny(_ value: Expr, _ t: SwiftType, _ target: SwiftType) {
    let note = Diagnostic.note(SemaDiagnostics.castToSilence(target), at: diagLoc(value.withoutParens))
    report(Diagnostic(.warning, SemaDiagnostics.implicitlyCoerced(t, target), at: value.range.start, notes: [note]))
  }

  /// The warning at the start of `value` (of optional type `t`), its notes where swiftc
  /// puts them, at the expression inside any parentheses. `?? default` is suggested only
  /// for a single optional. An implicitly unwrapped optional (`Int!`) is not unwrapped
  /// either, which its own wording says.
  private func warnOptionalCoercedToAny(_ value: Expr, _ t: SwiftType) {
    // `Optional(x)`, `Optional<Int>.none`, `Int?.some(3)` are the built-in forms they
    // stand for (an injection, a nil; OptionalCases.swift): swiftc names and places them
    // as spelled (`SpelledOptional`). Other injections and nils keep no spelling, and
    // no warning is better than a wrong one.
    var at = diagLoc(value.withoutParens)
    var inner = value.withoutParens
    if let chain = inner as? OptionalEvaluationExpr, !chain.isImplicit,
      spelledOptionals[ObjectIdentifier(chain.subExpr.withoutParens)] != nil
    {
      // (`Int?.none` is parsed as an optional chain around the case.)
      inner = chain.subExpr.withoutParens
    }
    let spelling = spelledOptionals[ObjectIdentifier(inner)]
    if let spelling {
      at = spelling.notesAt
    } else {
      switch inner {
      case is InjectIntoOptionalExpr, is NilLiteralExpr: return
      case let e as OptionalEvaluationExpr where e.subExpr is NilLiteralExpr: return
      default: break
      }
    }
    var notes: [Diagnostic] = []
    if case .optional(let w) = t, !isOptionalType(w) { notes.append(.note(SemaDiagnostics.provideDefaultValue(), at: at)) }
    notes.append(.note(SemaDiagnostics.forceUnwrapValue(), at: at))
    notes.append(.note(SemaDiagnostics.castToAnyToSilence(), at: at))
    var message = SemaDiagnostics.optionalCoercedToAny(t)
    let isParenthesized = value.withoutParens !== value
    if let spelling, case .optional(let w) = t,
      isParenthesized ? spelling.namedGenericInParentheses : spelling.namedGeneric
    {
      message = SemaDiagnostics.optionalCoercedToAny(spelled: "Optional<\(w)>")
    } else if isImplicitlyUnwrapped(value) {
      message = SemaDiagnostics.implicitlyUnwrappedCoercedToAny(t)
      if let declared = implicitlyUnwrappedDeclarationNote(value) { notes.insert(declared, at: 0) }
    }
    let start = isParenthesized ? value.range.start : spelling?.start ?? value.range.start
    report(Diagnostic(.warning, message, at: start, notes: notes))
  }
}
