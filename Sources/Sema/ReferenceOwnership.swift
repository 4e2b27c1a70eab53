import AST
import Basic

/// `weak` and `unowned` variables (`ReferenceOwnership`): a class's stored properties,
/// locals and globals holding a class instance, `weak` ones optional. IRGen keeps them in
/// the runtime's side table (`ms_weak_retain`, ...). Elsewhere (struct and enum
/// properties, static ones) they are not supported yet.
extension TypeChecker {
  /// Checks the ownership of `v` once its type is resolved.
  func checkReferenceOwnership(_ v: VarDecl) {
    let ownership = v.referenceOwnership
    guard ownership != .strong, let m = v.modifiers.written.first(where: { $0.name.hasPrefix("weak") || $0.name.hasPrefix("unowned") })
    else { return }
    let name = ownership == .weak ? "weak" : "unowned"
    let owner = owningNominal(of: v)
    guard owner == nil || owner is ClassDecl, v.kind == .stored, !v.modifiers.isStatic, !v.modifiers.isClass else {
      notSupportedDeclaration("'\(name)' variable other than a class's stored property, a local or a global", at: m.range.start)
      return
    }
    if let pbd = v.binding, pbd.entries.contains(where: { e in
      !isSingleName(e.pattern) && e.pattern.boundVariables.contains { $0 === v }
    }) {
      notSupportedDeclaration("'\(name)' in a tuple pattern", at: m.range.start)
      return
    }
    guard let t = v.interfaceType, !t.isError else { return }
    var referent = t
    if case .optional(let w) = t { referent = w }
    guard isReferenceStorageReferent(referent) else {
      error(SemaDiagnostics.ownershipNotClass(name, referent), at: v.nameLoc)
      return
    }
    switch (ownership, t) {
    case (.weak, .optional): break
    case (.weak, _): error(SemaDiagnostics.weakNotOptional(t), at: v.nameLoc)
    case (_, .optional): notSupportedDeclaration("an optional 'unowned' variable", at: m.range.start)
    default: break
    }
  }

  /// swiftc's warning when a new instance goes straight into a `weak` or `unowned`
  /// variable (`weak var w = Node()`, `owner = Token(1)`): nothing else holds it, so it
  /// is deallocated at once.
  /// Reported at the `=` (`at`), as swiftc does. Where swiftc's lowering sees the store
  /// itself (a local or global `weak` variable, or a `weak` property of the `self` an
  /// initializer makes), it adds, when the program is lowered, that the reference will
  /// always be nil, at `lowered`.
  func warnIfImmediatelyDeallocated(_ value: Expr, into v: VarDecl, written: SwiftType?, at: SourceLoc,
                                    lowered: SourceLoc?) {
    let ownership = v.referenceOwnership
    guard ownership != .strong, !isCheckingLibrarySource, isNewInstance(value) else { return }
    // (Not on a variable whose written type its ownership rejects; an inferred one is
    // made to fit, `weak var w = C()` a `C?`.)
    if let t = written ?? v.interfaceType {
      let isOptional = if case .optional = t { true } else { false }
      guard isOptional == (ownership == .weak) else { return }
    }
    if ownership == .weak, let lowered {
      flowErrors.append(Diagnostic(.warning, SemaDiagnostics.weakReferenceAlwaysNil(), at: lowered))
    }
    let kind = owningNominal(of: v) == nil ? "variable" : "property"
    report(Diagnostic(
      .warning, SemaDiagnostics.immediatelyDeallocated(kind, v.name, ownership == .weak ? "weak" : "unowned"), at: at,
      notes: [.note(SemaDiagnostics.strongReferenceRequired(), at: at), .note(SemaDiagnostics.declaredHere(v.name), at: v.nameLoc)]))
  }

  /// The `=` of a binding `pattern = value`: the first one between them.
  func bindingEqualLoc(_ pattern: Pattern, _ value: Expr) -> SourceLoc {
    guard let file = diags.sourceManager.file(pattern.range.end) else { return value.loc }
    var i = Int(pattern.range.end.offset)
    while i < Int(value.range.start.offset) {
      if file.bytes[i] == UInt8(ascii: "=") { return file.loc(i) }
      i += 1
    }
    return value.loc
  }

  /// A class instance made by the expression itself (an initializer call), through
  /// the conversions that store it.
  private func isNewInstance(_ e: Expr) -> Bool {
    switch e {
    case let p as ParenExpr: isNewInstance(p.subExpr)
    case let x as InjectIntoOptionalExpr: isNewInstance(x.subExpr)
    case let x as DerivedToBaseExpr: isNewInstance(x.subExpr)
    case let x as ErasureExpr: isNewInstance(x.subExpr)
    case let c as CallExpr: c.fn is ConstructorRefCallExpr && (c.type?.isClassReference ?? false)
    default: false
    }
  }

  /// Whether a `weak` or `unowned` variable can refer to a `t`: a class instance, or
  /// a value of a class-bound protocol's type (`protocol DiceGameDelegate: AnyObject`).
  func isReferenceStorageReferent(_ t: SwiftType) -> Bool {
    if t.isClassReference { return true }
    guard case .existential(let p) = t else { return false }
    var memo: [ObjectIdentifier: Bool] = [:]
    if !p.composition.isEmpty { return p.composition.contains { isClassOnly($0, memo: &memo) } }
    return isClassOnly(p, memo: &memo)
  }

  /// Whether `p` binds one name (`w`, `w: C?`), not a tuple of them.
  private func isSingleName(_ p: Pattern) -> Bool {
    switch p.patternKind {
    case .named: true
    case .binding(let b): isSingleName(b.subPattern)
    case .typed(let t): isSingleName(t.subPattern)
    case .any, .tuple, .expr, .enumElement, .optionalSome, .isPattern: false
    }
  }

  /// The type of a `weak` variable without a type annotation: its initializer's class
  /// type made optional (`weak var c = C()` is a `C?`), as swiftc infers it.
  func inferredOwnershipType(_ p: Pattern, _ t: SwiftType) -> SwiftType {
    switch p.patternKind {
    case .named(let n): return n.decl.referenceOwnership == .weak && t.isClass ? .optional(t) : t
    case .binding(let b): return inferredOwnershipType(b.subPattern, t)
    case .typed, .any, .tuple, .expr, .enumElement, .optionalSome, .isPattern: return t
    }
  }
}
