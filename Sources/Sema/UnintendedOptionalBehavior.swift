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

  /// A segment of a string interpolation (not `String(describing:)`'s, which is implicit).
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
    // `Optional(x)` and `Optional<Int>.none` are the built-in forms they stand for (an
    // injection, a nil; OptionalCases.swift): swiftc names their type `Optional<Int>`,
    // as spelled, from the start of the spelling. An `Optional(x)` call's start is kept;
    // the other forms keep neither, and no warning is better than a wrong one.
    var at = diagLoc(value.withoutParens)
    var spelled = false
    switch value.withoutParens {
    case let e as InjectIntoOptionalExpr:
      guard let start = spelledOptionalInjections[ObjectIdentifier(e)] else { return }
      at = start
      spelled = true
    case is NilLiteralExpr: return
    case let e as OptionalEvaluationExpr where e.subExpr is NilLiteralExpr: return
    default: break
    }
    var notes: [Diagnostic] = []
    if case .optional(let w) = t, !isOptionalType(w) { notes.append(.note(SemaDiagnostics.provideDefaultValue(), at: at)) }
    notes.append(.note(SemaDiagnostics.forceUnwrapValue(), at: at))
    notes.append(.note(SemaDiagnostics.castToAnyToSilence(), at: at))
    var message = SemaDiagnostics.optionalCoercedToAny(t)
    // (In parentheses the type loses its spelling, `(Optional(3))` is an `Int?`, and the
    // warning is at the parenthesis.)
    let isParenthesized = value.withoutParens !== value
    if spelled, !isParenthesized, case .optional(let w) = t {
      message = SemaDiagnostics.optionalCoercedToAny(spelled: "Optional<\(w)>")
    } else if isImplicitlyUnwrapped(value) {
      message = SemaDiagnostics.implicitlyUnwrappedCoercedToAny(t)
      if let declared = implicitlyUnwrappedDeclarationNote(value) { notes.insert(declared, at: 0) }
    }
    report(Diagnostic(.warning, message, at: spelled && !isParenthesized ? at : value.range.start, notes: notes))
  }
}
