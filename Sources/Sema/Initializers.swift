import AST
import Basic

/// Sema-made initializers: a struct's memberwise and default `init`, a class's default
/// `init()`, and the initializers a subclass inherits (see `ConstructorDecl`'s contract).
extension TypeChecker {
  /// A type's stored instance properties in declaration order.
  func storedProperties(of d: NominalTypeDecl) -> [VarDecl] {
    d.members.compactMap { $0 as? VarDecl }.filter { $0.kind == .stored && !$0.modifiers.isStatic && !$0.isObservingOverride }
  }

  /// The index of the pattern binding entry that declares `v`.
  func entryIndex(of v: VarDecl, in binding: PatternBindingDecl) -> Int? {
    binding.entries.firstIndex { patternVariables($0.pattern).contains { $0 === v } }
  }

  func patternVariables(_ p: Pattern) -> [VarDecl] { p.boundVariables }

  /// Has the stored property an initial value (written, or the implicit `nil` of an
  /// optional `var`)?
  func hasInitialValue(_ v: VarDecl) -> Bool {
    if !v.isLet, v.typeRepr is OptionalTypeRepr || { if case .optional? = v.interfaceType { true } else { false } }() {
      return true
    }
    guard let b = v.binding, let i = entryIndex(of: v, in: b) else { return false }
    return b.entries[i].initializer != nil
  }

  /// The property's initial value, type-checked.
  func initialValue(of v: VarDecl) -> Expr? {
    guard let b = v.binding, let i = entryIndex(of: v, in: b), b.entries[i].initializer != nil else { return nil }
    checkBindingOutOfOrder(b, i, for: v)
    return b.entries[i].initializer
  }

  /// Makes the implicit initializers of every type (superclasses first).
  func synthesizeInitializers() {
    for d in nominals { ensureImplicitInitializers(d) }
  }

  /// Makes `d`'s implicit initializers if it has not been done: called before any
  /// lookup of `init` on `d`, so a property's initial value may construct a type
  /// declared further down.
  func ensureImplicitInitializers(_ d: NominalTypeDecl) {
    guard inheritedInitializersDone.insert(ObjectIdentifier(d)).inserted else { return }
    guard memberTables[ObjectIdentifier(d)] != nil, d.builtinType == nil else { return }
    switch d {
    case let s as StructDecl:
      synthesizeStructInitializers(s)
    case let c as ClassDecl:
      synthesizeClassInitializers(c)
    default:
      break
    }
  }

  private func makeInitializer(for d: NominalTypeDecl, parameters: [ParamDecl], at loc: SourceLoc? = nil)
    -> ConstructorDecl
  {
    let loc = loc ?? d.nameLoc
    let c = ConstructorDecl(name: "init", nameLoc: loc,
                            parameters: ParameterList(parameters: parameters, range: SourceRange(loc)),
                            body: nil, range: SourceRange(loc))
    c.isImplicit = true
    for p in parameters { p.parent = c }
    let selfType = type(of: d)
    c.interfaceType = .function(FunctionType(parameters: parameters.map { .init($0.interfaceType ?? .error, isInOut: $0.isInOut) },
                                             result: selfType))
    c.selfDecl = makeSelf(for: c, type: selfType, isStatic: false, mutable: true)
    return c
  }

  private func synthesizeStructInitializers(_ s: StructDecl) {
    let hasExplicit = s.members.contains { $0 is ConstructorDecl }
    guard !hasExplicit else { return }
    let stored = storedProperties(of: s)
    var params: [ParamDecl] = []
    var access: AccessLevel = .internal
    for v in stored {
      access = min(access, v.access == .private ? .fileprivate : v.access)
      let initial = hasInitialValue(v)
      if v.isLet && initial { continue }
      // A wrapped property's argument label is its name, not its backing's (`_x`), whose
      // name the parameter keeps (IRGen stores a memberwise parameter by name).
      let label = wrapperBackings[ObjectIdentifier(v)]?.name ?? v.name
      let p = ParamDecl(argumentLabel: label, name: v.name, nameLoc: s.nameLoc, range: SourceRange(s.nameLoc))
      p.isImplicit = true
      p.interfaceType = typeOfVar(v)
      // (A closure passed for a property of function type is kept: it escapes.)
      if case .function? = p.interfaceType { p.isEscaping = true }
      if initial {
        if let value = initialValue(of: v) {
          p.defaultValue = value
        } else {
          // An optional `var` without a value starts as `nil`.
          let n = NilLiteralExpr(range: SourceRange(v.nameLoc), isImplicit: true)
          n.type = p.interfaceType
          p.defaultValue = n
        }
      }
      params.append(p)
    }
    let memberwise = makeInitializer(for: s, parameters: params)
    memberwise.isMemberwise = true
    memberwise.access = access
    let allInitialized = stored.allSatisfy { hasInitialValue($0) }
    if allInitialized && !params.isEmpty {
      let defaultInit = makeInitializer(for: s, parameters: [])
      defaultInit.isMemberwise = true
      defaultInit.access = access
      addImplicitMember(defaultInit, to: s)
    }
    addImplicitMember(memberwise, to: s)
  }

  private func synthesizeClassInitializers(_ c: ClassDecl) {
    let designated = c.members.compactMap { $0 as? ConstructorDecl }.filter { !$0.modifiers.isConvenience }
    guard designated.isEmpty else { return }
    let stored = storedProperties(of: c)
    if let missing = stored.first(where: { !hasInitialValue($0) }) {
      error(SemaDiagnostics.classHasNoInitializers(c.name), at: c.nameLoc,
            notes: [.note(SemaDiagnostics.storedPropertyPreventsInit(wrapperBackings[ObjectIdentifier(missing)]?.name ?? missing.name),
                          at: missing.nameLoc)])
      return
    }
    if let sup = c.superclass {
      ensureImplicitInitializers(sup)
      let superInits = (memberTables[ObjectIdentifier(sup)]?["init"] ?? []).compactMap { $0 as? ConstructorDecl }
        .filter { !$0.modifiers.isConvenience }
      for superInit in superInits {
        addImplicitMember(inheritedInitializer(superInit, in: c), to: c)
      }
    } else {
      let i = makeInitializer(for: c, parameters: [])
      i.isMemberwise = true
      i.access = c.access >= .public ? .internal : min(c.access == .private ? .fileprivate : c.access, .internal)
      addImplicitMember(i, to: c)
    }
  }

  /// `init(a: A, b: B) { super.init(a: a, b: b) }`, typed, as the subclass's copy of an
  /// inherited designated initializer.
  private func inheritedInitializer(_ superInit: ConstructorDecl, in c: ClassDecl) -> ConstructorDecl {
    // (A generic superclass's with the arguments `c` gives it: `T` is `Int` in an `IntBox`.)
    let subs = c.declaredInterfaceType.inheritedSubstitutions
    // (At the `{` of the class's members, as swiftc places it.)
    let at = c.membersLoc.isValid ? c.membersLoc : c.nameLoc
    let params = superInit.parameters.parameters.map { sp -> ParamDecl in
      let p = ParamDecl(argumentLabel: sp.argumentLabel, name: sp.name, nameLoc: at, range: SourceRange(at))
      p.isImplicit = true
      p.interfaceType = sp.interfaceType?.substituting(subs)
      p.isInOut = sp.isInOut
      p.defaultValue = sp.defaultValue
      return p
    }
    let ctor = makeInitializer(for: c, parameters: params, at: at)
    // (A generic one's generic parameters are the superclass's initializer's, with their
    // requirements: `init<T>(_ xs: [T])` is inherited as itself.)
    ctor.genericParameters = superInit.genericParameters
    ctor.overriddenDecl = superInit
    ctor.access = superInit.access
    ctor.modifiers.isRequired = superInit.modifiers.isRequired
    if superInit.isFailable {
      ctor.isFailable = true
      ctor.isImplicitlyUnwrapped = superInit.isImplicitlyUnwrapped
      if case .function(let ft)? = ctor.interfaceType {
        ctor.interfaceType = .function(FunctionType(parameters: ft.parameters, result: .optional(ft.result)))
      }
    }
    guard let selfDecl = ctor.selfDecl, let sup = c.superclass else { return ctor }
    let superRef = SuperRefExpr(range: SourceRange(at), isImplicit: true)
    superRef.selfDecl = selfDecl
    superRef.type = c.declaredInterfaceType.superclassType ?? .nominal(sup)
    let callee = OtherConstructorDeclRefExpr(decl: superInit, base: superRef, range: SourceRange(at))
    callee.isImplicit = true
    callee.type = superInit.interfaceType?.substituting(subs)
    let args = params.map { p -> Argument in
      let ref = DeclRefExpr(decl: p, range: SourceRange(at), isImplicit: true)
      ref.type = p.interfaceType
      let e: Expr = p.isInOut ? { let io = InOutExpr(subExpr: ref, range: ref.range); io.type = ref.type; io.isImplicit = true; return io }() : ref
      return Argument(label: p.argumentLabel, labelLoc: nil, expr: e)
    }
    let call = CallExpr(fn: callee, arguments: args, argumentsRange: SourceRange(at), range: SourceRange(at))
    call.isImplicit = true
    call.type = .void
    call.substitutions = superInit.genericParameters.map { .genericParameter($0) }
    ctor.body = BraceStmt(elements: [.expr(call)], range: SourceRange(at), isImplicit: true)
    return ctor
  }

  /// `convenience` and `required` belong to classes.
  func checkInitializerModifiers(_ c: ConstructorDecl, in d: NominalTypeDecl) {
    guard d is StructDecl || d is EnumDecl else { return }
    if c.modifiers.isConvenience, let m = c.modifiers.written.first(where: { $0.name == "convenience" }) {
      error(SemaDiagnostics.convenienceInStruct(d is StructDecl ? "structs" : "enums"), at: m.range.start)
      c.isDelegating = true
    }
    if c.modifiers.isRequired, let m = c.modifiers.written.first(where: { $0.name == "required" }) {
      error(SemaDiagnostics.requiredInNonClass(d.name), at: m.range.start)
    }
  }

  /// After overrides are known: a subclass that provides every designated initializer of
  /// its superclass (its own, overriding ones, or inherited ones) inherits the
  /// superclass's convenience initializers; then every `required` initializer of the
  /// superclass must be provided (swiftc's error at the subclass's closing brace).
  func inheritConvenienceInitializers() {
    var done: Set<ObjectIdentifier> = []
    func visit(_ c: ClassDecl) {
      guard done.insert(ObjectIdentifier(c)).inserted, let sup = c.superclass else { return }
      visit(sup)
      ensureImplicitInitializers(sup)
      ensureImplicitInitializers(c)
      let superInits = (memberTables[ObjectIdentifier(sup)]?["init"] ?? []).compactMap { $0 as? ConstructorDecl }
      var own = (memberTables[ObjectIdentifier(c)]?["init"] ?? []).compactMap { $0 as? ConstructorDecl }
      let overridden = Set(own.compactMap { $0.overriddenDecl.map(ObjectIdentifier.init) })
      let providesAll = superInits.filter { !$0.modifiers.isConvenience }
        .allSatisfy { overridden.contains(ObjectIdentifier($0)) }
      if providesAll {
        for k in superInits where k.modifiers.isConvenience {
          guard !own.contains(where: { $0.fullName == k.fullName && sameParameters($0, k) }) else { continue }
          memberTables[ObjectIdentifier(c), default: [:]]["init", default: []].append(k)
          c.inheritedConvenienceInitializers.append(k)
          own.append(k)
        }
      }
      for r in superInits where r.modifiers.isRequired {
        let provided = own.contains { $0 === r || ($0.fullName == r.fullName && sameParameters($0, r)) }
        if !provided {
          error(SemaDiagnostics.requiredMustBeProvided(r.fullName, sup.name), at: c.range.end.advanced(by: -1),
                notes: [.note(SemaDiagnostics.requiredDeclaredHere(), at: r.loc)])
        }
      }
    }
    for case let c as ClassDecl in nominals { visit(c) }
  }

  private func sameParameters(_ a: ConstructorDecl, _ b: ConstructorDecl) -> Bool {
    guard case .function(let at)? = a.interfaceType, case .function(let bt)? = b.interfaceType,
      let subs = genericParameterCorrespondence(of: b, to: a)
    else { return false }
    return at.parameters == bt.parameters.map { .init($0.type.substituting(subs), isInOut: $0.isInOut) }
  }
}
