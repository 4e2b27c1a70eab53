import AST
import Basic

/// What an unqualified name refers to.
enum UnqualifiedLookupResult {
  /// A local variable, parameter or local function.
  case local(ValueDecl)
  /// Local functions overloaded by their labels (`func h()`, `func h(_:)`).
  case localFunctions([FuncDecl])
  /// Members of the enclosing type (used through implicit `self` or the type).
  case members([ValueDecl], owner: NominalTypeDecl)
  /// Global functions and variables (this module's, imported, built-in).
  case globals([ValueDecl])
  /// A type name.
  case type(SwiftType)
  /// A local declared later in an enclosing brace.
  case beforeDeclaration(ValueDecl)
  case notFound
}

/// Unqualified names (`x`, `print`, `Employee`, `self`) and member references
/// (`a.b`, `Type.b`, `super.b`).
extension TypeChecker {
  /// Looks a name up: locals (innermost first), then members of the enclosing type,
  /// then this module's globals, imported modules' public ones, module `Swift`'s, the
  /// built-ins.
  func lookupUnqualified(_ name: String, at loc: SourceLoc) -> UnqualifiedLookupResult {
    // A local declared further down is not visible yet: an outer declaration of the
    // name is found instead (`let x = x * 2`); with none, it is "used before declared".
    var declaredLater: ValueDecl?
    var s: Scope? = scope
    while let sc = s {
      if let fs = sc.overloadsHere(name) { return .localFunctions(fs) }
      if let d = sc.lookupHere(name) { return .local(d) }
      if declaredLater == nil, !sc.laterNames.isEmpty, let later = sc.laterNames[name] { declaredLater = later }
      s = sc.parent
    }
    let result = lookupNonLocal(name)
    if case .notFound = result, let declaredLater { return .beforeDeclaration(declaredLater) }
    return result
  }

  /// Members of the enclosing type, globals, imported declarations, built-ins.
  private func lookupNonLocal(_ name: String) -> UnqualifiedLookupResult {
    var ctx: FunctionContext? = context
    while let c = ctx {
      if let n = c.nominal {
        // (`count` in `extension Array` is the array's own, not `extension Collection`'s.)
        let selfType = contextSelfType(of: n)
        let members = if case .array(let element) = selfType {
          declaredArrayMembers(name, element: element)
        } else {
          lookupMembers(name, in: selfType)
        }
        if !members.isEmpty { return .members(members, owner: n) }
        // `count` in `extension Array` (`keys` in `extension Dictionary`): a built-in
        // member of `self` (no declaration).
        if let t = n.builtinType, isBuiltinMember(name, of: t) { return .members([], owner: n) }
        break
      }
      ctx = c.parent
    }
    if name == "Self", let t = selfTypeInContext() { return .type(t) }
    if let n = lookupInEnclosingTypes({ nestedType(name, in: $0) }) { return .type(type(of: n)) }
    if !checkingImportedBodies, var values = globalValues[name] {
      if context.isTopLevel {
        // In top-level code a global variable exists from its declaration on.
        values = values.filter { !($0 is VarDecl) || declaredGlobals.contains(ObjectIdentifier($0)) }
      }
      if !values.isEmpty { return .globals(values) }
    }
    if !checkingImportedBodies, let t = globalTypes[name] { return .type(type(of: t)) }
    if let alias = enclosingMemberTypeAlias(name) ?? (checkingImportedBodies ? nil : typeAliases[name]) {
      return .type(resolveTypeAlias(alias))
    }
    if let values = importedValues[name], !values.isEmpty { return .globals(values) }
    if let t = importedTypes[name] { return .type(type(of: t)) }
    if let alias = importedTypeAliases[name] { return .type(resolveTypeAlias(alias)) }
    if let values = libraryFunctions(named: name) { return .globals(values) }
    if let t = stdlib.typeNames[name] { return .type(t) }
    return .notFound
  }

  /// An implicit `self` for a member used without `self.`.
  func implicitSelfRef(at range: SourceRange) -> DeclRefExpr? {
    guard let selfDecl = currentSelf else { return nil }
    if case .optional? = selfDecl.interfaceType {
      notSupported("a member named without 'self' where 'self' is a weak capture", at: range.start)
    }
    // A closure that names a member alone captures `self` as `self.x` would.
    noteCapture(selfDecl)
    let ref = DeclRefExpr(decl: selfDecl, range: SourceRange(range.start), isImplicit: true)
    ref.type = selfDecl.interfaceType
    return ref
  }

  /// A reference to a variable.
  func declRef(_ v: VarDecl, range: SourceRange) -> DeclRefExpr {
    noteCapture(v)
    let ref = DeclRefExpr(decl: v, range: range)
    ref.type = typeOfVar(v)
    return ref
  }

  /// `cannot find 'x' in scope` — or, for a standard library name the subset does not
  /// have (`abs`, `readLine`, `Int8`, `Set`), "not supported yet" (reported, as every
  /// such report, when no other error comes before it).
  func reportNotFound(_ name: String, at loc: SourceLoc) {
    if StandardLibrary.functionsOutsideSubset.contains(name) {
      notSupported("'\(name)'", at: loc)
      return
    }
    if StandardLibrary.typesOutsideSubset.contains(name) || anyType(named: name) != nil {
      notSupported("type '\(name)'", at: loc)
      return
    }
    if lookupGenericParameter(name) != nil {
      reportGenericParameterAsValue(name, at: loc)
      return
    }
    if stdlib.infixOperators[name] != nil || stdlib.prefixOperators[name] != nil {
      notSupported("an operator used as a function value", at: loc)
      return
    }
    if topLevelScopes.contains(where: { $0.lookupHere(name) != nil }) {
      // Swift makes them globals; here they are `main`'s locals.
      notSupported("a variable bound by a top-level 'guard' used outside top-level code", at: loc)
      return
    }
    error(SemaDiagnostics.cannotFindInScope(name), at: loc)
  }

  /// An unknown member of a built-in type is one the subset lacks (`s.uppercased()`),
  /// not an error swiftc would report: "not supported yet".
  /// Does a value of type `t` have a member `name` (declared, or one of a built-in
  /// collection's)?
  func hasMember(_ name: String, _ t: SwiftType) -> Bool {
    if !lookupMembers(name, in: t).isEmpty { return true }
    if case .array(let element) = t, !declaredArrayMembers(name, element: element).isEmpty {
      return true
    }
    return collectionElement(t) != nil && isBuiltinCollectionMember(name, of: t)
  }

  /// `E.a` or `.a`, a case whose raw value was reported wrong or missing.
  func isCaseWithBadRawValue(_ e: Expr) -> Bool {
    let x = stripConversions(e)
    let element = (x as? DeclRefExpr)?.decl ?? (x as? DotSyntaxCallExpr)?.fn.decl
    return element.map { casesWithBadRawValues.contains(ObjectIdentifier($0)) } ?? false
  }

  /// `base.name` where `base` (of type `t`) has no member `name`. When `t` is an
  /// optional whose wrapped type has one (`s.count` of a `String?`), swiftc's error is
  /// at the base, with its two fixes.
  func reportNoMember(of base: Expr, _ t: SwiftType, _ name: String, at loc: SourceLoc) {
    guard case .optional(let w) = t, hasMember(name, w) else {
      reportNoMember(t, name, at: loc)
      return
    }
    let baseLoc = diagLoc(base)
    error(SemaDiagnostics.optionalBaseMustBeUnwrapped(t, name, w), at: baseLoc,
          notes: [.note(SemaDiagnostics.chainOptionalNote(name), at: baseLoc), .note(SemaDiagnostics.forceUnwrapNote(), at: baseLoc)])
  }

  func reportNoMember(_ base: SwiftType, _ name: String, at loc: SourceLoc) {
    if reportUnmetSameType(base, name, at: loc) { return }
    if case .existential(let p) = base, let parent = inheritedRequirementOwner(name, through: p) {
      notSupported("'\(parent.name)'s requirement '\(name)' used through '\(base)' (protocol inheritance)", at: loc)
      return
    }
    if isLibraryCollection(base),
      StandardLibrary.arrayPropertyNames.contains(name) || StandardLibrary.isArrayMemberOutsideSubset(name)
    {
      // Swift's Collection has much more (`first`, `map`, ...) than the library's has yet;
      // another name (`r.isEmty`) is no member, as in swiftc.
      notSupported("'Collection' member '\(name)' (on '\(base)')", at: loc)
      return
    }
    if let n = base.nominalDecl, let sequence = stdlib.protocols["Sequence"],
      StandardLibrary.otherCollectionMembers.contains(name)
        || (n.isInStandardLibrary && (StandardLibrary.arrayPropertyNames.contains(name) || StandardLibrary.isArrayMemberOutsideSubset(name))),
      conforms(base, to: sequence)
    {
      // Swift's Sequence has these (`map`, `first(where:)`, ...) for every sequence;
      // the library has them for arrays only yet (and its own sequences,
      // `ReversedCollection`, have fewer members than Swift's: `count`).
      notSupported("'Sequence' member '\(name)' (on '\(base)')", at: loc)
      return
    }
    if isWalkableLibraryRange(base), StandardLibrary.isArrayMemberOutsideSubset(name) {
      // `(Int8(0)..<5).map`: a Sequence and a Collection in Swift (LibraryRanges.swift).
      notSupported("'Sequence' member '\(name)' (on '\(base)')", at: loc)
      return
    }
    switch base {
    case .int, .double, .bool, .string, .character, .substring, .stringIndex, .sizedInteger, .range:
      notSupported("'\(base).\(name)'", at: loc)
    default:
      error(SemaDiagnostics.noMember(base, name), at: loc)
    }
  }

  func reportBeforeDeclaration(_ d: ValueDecl, at loc: SourceLoc) {
    error(SemaDiagnostics.useBeforeDeclaration(d.name), at: loc,
          notes: [.note(SemaDiagnostics.declaredHere(d.name), at: d.nameLoc)])
  }

  func checkNameRef(_ r: UnresolvedDeclRefExpr, contextual: SwiftType? = nil) -> Expr {
    let name = r.name
    if name == "self" {
      if let ref = selfRef(range: r.range) {
        if let e = staticSelf(ref, memberName: nil, at: r.loc) { return e }
        r.type = .error
        return r
      }
      error(SemaDiagnostics.selfOutsideType(), at: r.loc)
      r.type = .error
      return r
    }
    switch lookupUnqualified(name, at: r.loc) {
    case .local(let d):
      if let v = d as? VarDecl { return declRef(v, range: r.range) }
      if let f = d as? FuncDecl, f.genericParameters.isEmpty, let t = f.interfaceType,
         !f.parameters.parameters.contains(where: \.isVariadic) {
        // A local function as a value (`return stepForward`).
        noteLocalFunctionUse(f, at: r.loc)
        let ref = DeclRefExpr(decl: f, range: r.range)
        ref.type = t
        return ref
      }
      notSupported("a function used as a value", at: r.loc)
      r.type = .error
      return r
    case .localFunctions(let funcs):
      // An overloaded local function as a value: the one of the type wanted.
      let fitting = funcs.filter { f in contextual.map { f.interfaceType == $0 } ?? true }
      guard fitting.count == 1, let f = fitting.first, f.genericParameters.isEmpty, let t = f.interfaceType,
        !f.parameters.parameters.contains(where: \.isVariadic)
      else {
        if fitting.count > 1 {
          error(SemaDiagnostics.ambiguousUse(name), at: r.loc,
                notes: fitting.map { .note(SemaDiagnostics.foundThisCandidate(), at: $0.nameLoc) })
        } else {
          notSupported("a function used as a value", at: r.loc)
        }
        r.type = .error
        return r
      }
      noteLocalFunctionUse(f, at: r.loc)
      let ref = DeclRefExpr(decl: f, range: r.range)
      ref.type = t
      return ref
    case .members(let decls, let owner):
      // `first` in `extension Array` (the library's `first(where:)` is a member too).
      if owner.builtinType != nil, !decls.contains(where: { $0 is VarDecl }), let member = implicitBuiltinMember(r) {
        return checkExpr(member)
      }
      return implicitMemberRef(decls, owner: owner, ref: r, contextual: contextual)
    case .globals(let decls):
      if redeclaredGlobals.contains(name), decls.contains(where: { $0 is VarDecl }) {
        error(SemaDiagnostics.ambiguousUse(name), at: r.loc)
        r.type = .error
        return r
      }
      if let v = decls.first(where: { $0 is VarDecl }) as? VarDecl {
        if !isAccessible(v, at: r.loc) {
          reportInaccessible(name, v, at: r.loc)
        }
        checkInlinableReference(v, at: r.loc)
        return declRef(v, range: r.range)
      }
      let funcs = decls.compactMap { $0 as? FuncDecl }
      if funcs.count == 1, funcs[0].genericParameters.isEmpty, !funcs[0].isOperator, let t = funcs[0].interfaceType,
         funcs[0].builtin == nil, !funcs[0].parameters.parameters.contains(where: \.isVariadic) {
        let ref = DeclRefExpr(decl: funcs[0], range: r.range)
        ref.type = t
        return ref
      }
      notSupported("a function used as a value", at: r.loc)
      r.type = .error
      return r
    case .type(let t):
      if let n = t.nominalDecl { checkInlinableReference(n, at: r.loc) }
      guard let te = typeExpr(t, for: r) else {
        r.type = .error
        return r
      }
      return te
    case .beforeDeclaration(let d):
      reportBeforeDeclaration(d, at: r.loc)
      r.type = .error
      return r
    case .notFound:
      // (Checked again, as the base of a member tried more than one way: reported once.)
      if r.type == .error { return r }
      if !r.genericArgs.isEmpty, ["Optional", "Array", "Dictionary", "Set"].contains(name) {
        // `Optional<Int>.none`, `Array<Int>.self`: a built-in generic type written with
        // its arguments, as a value.
        let repr = IdentTypeRepr(name: name, genericArgs: r.genericArgs, range: r.range)
        let t = resolveType(repr)
        if t.isError {
          r.type = .error
          return r
        }
        return TypeExpr(instanceType: t, typeRepr: repr, range: r.range)
      }
      if isModuleName(name) {
        error(SemaDiagnostics.moduleUsedAsValue(), at: r.loc)
      } else if lookupGenericParameter(name) != nil {
        reportGenericParameterAsValue(name, at: r.loc)
      } else {
        reportNotFound(name, at: r.loc)
      }
      r.type = .error
      return r
    }
  }

  /// `self` in a method, initializer or accessor.
  func selfRef(range: SourceRange) -> DeclRefExpr? {
    guard let selfDecl = currentSelf else { return nil }
    noteCapture(selfDecl)
    let ref = DeclRefExpr(decl: selfDecl, range: range)
    ref.type = selfDecl.interfaceType
    return ref
  }

  private func implicitMemberRef(_ decls: [ValueDecl], owner: NominalTypeDecl, ref r: UnresolvedDeclRefExpr,
                                 contextual: SwiftType?) -> Expr {
    guard let v = decls.first(where: { $0 is VarDecl }) as? VarDecl else {
      // `let f = plus` in a method: `self.plus` (MethodReferences.swift).
      if let f = decls.first as? FuncDecl, !isStaticMember(f), let base = implicitMemberBase(f, owner: owner, ref: r),
        let bt = base.type
      {
        let d = UnresolvedDotExpr(base: base, name: r.name, nameLoc: r.loc, range: r.range)
        if let value = boundMethodValue(d, base: base, type: bt, decls, contextual: contextual) { return value }
      }
      notSupported("a method used as a value", at: r.loc)
      r.type = .error
      return r
    }
    guard let base = implicitMemberBase(v, owner: owner, ref: r) else {
      r.type = .error
      return r
    }
    return makeMemberRef(base: base, decl: v, nameLoc: r.loc, range: r.range)
  }

  /// The implicit base of a member of `owner` named bare inside it (`count`, `f()`): the
  /// type for a static member, `self` for an instance member; nil, reported, where there
  /// is none (an instance member in a static context or a property initializer, a static
  /// member on an instance).
  func implicitMemberBase(_ member: ValueDecl, owner: NominalTypeDecl, ref r: UnresolvedDeclRefExpr) -> Expr? {
    var selfIsType = context.kind == .propertyInitializer && context.isStatic
    if case .metatype? = context.selfDecl?.interfaceType { selfIsType = true }
    if isStaticMember(member) {
      guard selfIsType else {
        error(SemaDiagnostics.staticMemberOnInstance(member.name, type(of: owner)), at: r.loc)
        return nil
      }
      if case .metatype? = context.selfDecl?.interfaceType,
        refuseClassMember(member.name, of: contextSelfType(of: owner), at: r.loc)
      {
        return nil
      }
      let base = TypeExpr(instanceType: contextSelfType(of: owner), typeRepr: nil, range: SourceRange(r.loc))
      base.isImplicit = true
      return base
    }
    if context.kind == .propertyInitializer {
      error(SemaDiagnostics.instanceMemberInPropertyInitializer(member.name), at: r.loc)
      return nil
    }
    guard !selfIsType, let selfRef = implicitSelfRef(at: r.range) else {
      error(SemaDiagnostics.instanceMemberInStatic(member.name, type(of: owner)), at: r.loc)
      return nil
    }
    return selfRef
  }

  /// A property reference, with the base converted to the class declaring the property.
  func makeMemberRef(base: Expr, decl v: VarDecl, nameLoc: SourceLoc, range: SourceRange) -> MemberRefExpr {
    let m = MemberRefExpr(base: upcastToOwner(base, of: v), decl: v, range: range)
    m.nameLoc = nameLoc
    m.type = memberType(typeOfVar(v), of: v, on: base.type)
    if case .metatype(let instance)? = base.type {
      // A static property used on its type (`Box<String, String>.zero`).
      _ = checkMemberRequirements(v, kind: "static property", on: instance, at: nameLoc)
    } else {
      _ = checkMemberRequirements(v, kind: "property", on: base.type, at: nameLoc)
    }
    return m
  }

  /// Wraps an instance of a subclass in a `DerivedToBaseExpr` to the superclass that
  /// declares `member`.
  func upcastToOwner(_ base: Expr, of member: ValueDecl) -> Expr {
    // A value of a generic parameter constrained to a class, as that class.
    if case .genericParameter(let g)? = base.type, let sup = g.superclass, let owner = owningNominal(of: member) as? ClassDecl,
      sup.isSubclass(of: owner)
    {
      return DerivedToBaseExpr(subExpr: base, type: .nominal(owner))
    }
    guard let cls = base.type?.nominalDecl as? ClassDecl, !(base is SuperRefExpr),
          let owner = owningNominal(of: member) as? ClassDecl, owner !== cls, cls.isSubclass(of: owner) else {
      return base
    }
    // (`Base<Int>` for an `IntBox`.)
    return DerivedToBaseExpr(subExpr: base, type: base.type?.asSuperclass(owner) ?? .nominal(owner))
  }

  func isModuleName(_ name: String) -> Bool {
    name == module.name || importedModules.contains { $0.name == name } || name == "Swift" || name == "Foundation"
  }

  // MARK: - Member references

  /// `super` as a base: the superclass type, dispatching statically.
  func checkSuperBase(_ s: SuperRefExpr) -> Bool {
    guard let selfDecl = context.selfDecl, let n = context.nominal else {
      error(SemaDiagnostics.superOutsideClass(), at: s.loc)
      s.type = .error
      return false
    }
    guard let cls = n as? ClassDecl, let sup = cls.superclass else {
      error(n is ClassDecl ? SemaDiagnostics.superWithoutSuperclass() : SemaDiagnostics.superOutsideClass(), at: s.loc)
      s.type = .error
      return false
    }
    if case .metatype = selfDecl.interfaceType {
      notSupported("'super' in a static member", at: s.loc)
      s.type = .error
      return false
    }
    s.selfDecl = selfDecl
    s.type = cls.declaredInterfaceType.superclassType ?? .nominal(sup)
    return true
  }

  /// Checks the base of `base.name` (a value, a type, `super`, a module).
  func checkMemberBase(_ base: Expr, member: String? = nil) -> Expr {
    if let s = base as? SuperRefExpr {
      _ = checkSuperBase(s)
      return s
    }
    if let member, literalKind(foldIfNeeded(base)) == .integer {
      // `3.ft`: an integer literal is an Int unless only Double has the member (an
      // extension's), as swiftc's fallback for literals has it.
      if let t = [SwiftType.int, .double].first(where: { !lookupMembers(member, in: $0).isEmpty }) {
        return checkExpr(base, convertTo: t, reason: .specifiedType)
      }
    }
    // `[Int].self`, `[Int].init()`: the array type written in brackets, not an array of a
    // metatype.
    if member == "self" || member == "init", let a = base as? ArrayExpr, a.elements.count == 1, let t = typeNamed(a) {
      return TypeExpr(instanceType: t, typeRepr: nil, range: base.range)
    }
    if member == "self" || member == "init", let t = dictionaryOrTupleTypeNamed(base) {
      return TypeExpr(instanceType: t, typeRepr: nil, range: base.range)
    }
    if member == "self", let te = genericParameterNamed(base) { return te }
    // `T.prefix`, `T.make(1)`: a static requirement of the generic parameter's protocols,
    // used on the type (as `Self.prefix` in a protocol extension).
    if let member, let te = genericParameterNamed(base), case .metatype(let g)? = te.type,
      lookupMembers(member, in: g).contains(where: { isStaticMember($0) })
    {
      return te
    }
    // `Any.self` (MetatypeValues.swift): `Any` is a type, not a value, anywhere else.
    if member == "self", let r = base as? UnresolvedDeclRefExpr, r.name == "Any", r.genericArgs.isEmpty,
      case .notFound = lookupUnqualified(r.name, at: r.loc)
    {
      return TypeExpr(instanceType: .any, typeRepr: IdentTypeRepr(name: r.name, genericArgs: [], range: r.range),
                      range: r.range)
    }
    // `self.count` in a static method: the type's member.
    if let member, member != "self", let r = base as? UnresolvedDeclRefExpr, r.name == "self", let ref = selfRef(range: r.range),
      case .metatype = ref.type
    {
      if let e = staticSelf(ref, memberName: member, at: r.loc) { return e }
      ref.type = .error
      return ref
    }
    // `[Int].pair(1, 2)`, `[String: Int].empty()`, `Set<Int>.make()`: a static member of
    // a built-in generic type (`extension Array`).
    if let member, let t = builtinGenericTypeNamed(base, havingStatic: member) {
      return TypeExpr(instanceType: t, typeRepr: nil, range: base.range)
    }
    let checked = checkExpr(base)
    // A member of an implicitly unwrapped optional (`T!`, an `init!` call's value).
    return implicitlyUnwrapped(checked) ?? checked
  }

  func checkMemberRef(_ d: UnresolvedDotExpr, contextual: SwiftType? = nil) -> Expr {
    // `Module.name`
    if let r = d.base as? UnresolvedDeclRefExpr, case .notFound = lookupUnqualified(r.name, at: r.loc), isModuleName(r.name) {
      return checkModuleQualified(module: r.name, d)
    }
    let writtenBase = d.base
    let base = checkMemberBase(d.base, member: d.name)
    d.base = base
    guard let bt = base.type, !bt.isError else {
      d.type = .error
      return d
    }
    let name = d.name
    if name == "self", d.argumentLabels == nil, !{ if case .metatype = bt { true } else { false } }() {
      // `x.self` of a value: the value itself (swiftc's `dot_self_expr`).
      return base
    }
    if name == "self", d.argumentLabels == nil, case .metatype(let instance) = bt {
      return checkDotSelf(base, instance: instance, d)
    }
    if case .metatype(let instance) = bt {
      if refuseDynamicMetatypeMember(base: base, instance: instance, name: name, at: d.nameLoc) {
        d.type = .error
        return d
      }
      if let n = instance.nominalDecl, let alias = memberTypeAlias(name, in: n) {
        // `Stack.Element` (then `.max`, or a call): the type the alias stands for.
        return TypeExpr(instanceType: resolveTypeAlias(alias), typeRepr: nil, range: d.range)
      }
      // `BlackjackCard.Suit` (then `.hearts`, or a call): a nested type.
      if let t = qualifiedNestedType(name, in: instance, at: d.nameLoc) {
        guard !t.isError else {
          d.type = .error
          return d
        }
        return TypeExpr(instanceType: t, typeRepr: nil, range: d.range)
      }
      if case .optional(let w) = instance, let none = optionalCase(name, argument: nil, wrapped: w, range: d.range) {
        // `Optional<Int>.none` is an `Int?` value, no longer the literal `nil` a context
        // retypes: an `Int??` wraps it (`Optional(nil)`), an `Any` boxes it. (An optional
        // chain's value, as `Int?.none` is parsed.)
        let typed = OptionalEvaluationExpr(subExpr: none, range: d.range, isImplicit: true)
        typed.type = none.type
        noteSpelledOptionalCase(typed, name, typeSpelling: writtenBase, nameLoc: d.nameLoc)
        return typed
      }
      let decls = lookupMembers(name, in: instance)
      guard !decls.isEmpty else {
        switch instance {
        case .int, .double, .string, .bool, .sizedInteger: notSupported("'\(instance).\(name)'", at: d.nameLoc)
        // `Card.Suit.self`: a metatype value.
        case _ where name == "self": notSupported("'\(instance).self'", at: d.nameLoc)
        default: error(SemaDiagnostics.typeHasNoMember(instance, name), at: d.nameLoc)
        }
        d.type = .error
        return d
      }
      guard let accessible = accessibleDecls(decls, name: name, at: d.nameLoc) else {
        d.type = .error
        return d
      }
      if let v = accessible.first(where: { $0 is VarDecl && isStaticMember($0) }) as? VarDecl {
        return makeMemberRef(base: base, decl: v, nameLoc: d.nameLoc, range: d.range)
      }
      if let element = accessible.first(where: { $0 is EnumElementDecl }) as? EnumElementDecl {
        return enumCaseRef(element, on: instance, range: d.range, loc: d.nameLoc)
      }
      if accessible.contains(where: { !isStaticMember($0) && !($0 is ConstructorDecl) }) {
        error(SemaDiagnostics.instanceMemberOnType(name, instance), at: d.base.loc)
      } else {
        notSupported("a method used as a value", at: d.nameLoc)
      }
      d.type = .error
      return d
    }
    if case .array(let element) = bt, !declaredArrayMembers(name, element: element).contains(where: { $0 is VarDecl }) {
      return checkArrayMember(d, base: base)
    }
    if collectionElement(bt) != nil, isBuiltinCollectionMember(name, of: bt) {
      return checkCollectionMember(d, base: base, type: bt)
    }
    if case .tuple(let ts, _) = bt { return checkTupleMember(d, base: base, elements: ts) }
    let decls = lookupMembers(name, in: bt)
    if decls.isEmpty, let e = bt.nominalDecl as? EnumDecl, name == "rawValue" {
      // An enum without raw values (none declared, or some wrong or missing); not
      // reported again of a case whose raw value was (swiftc).
      if !isCaseWithBadRawValue(base) {
        error(SemaDiagnostics.noMember(bt, name), at: d.nameLoc,
              notes: [.note(SemaDiagnostics.specifyRawType(), at: e.nameLoc)])
      }
      d.type = .error
      return d
    }
    if decls.isEmpty, let e = bt.nominalDecl as? EnumDecl, name == "hashValue" {
      notSupported("enum '\(name)'", at: d.nameLoc)
      d.type = name == "hashValue" ? .int : (e.rawType ?? .error)
      return d
    }
    guard !decls.isEmpty else {
      reportNoMember(of: base, bt, name, at: d.nameLoc)
      d.type = .error
      return d
    }
    guard let accessible = accessibleDecls(decls, name: name, at: d.nameLoc) else {
      d.type = .error
      return d
    }
    guard let v = accessible.first(where: { $0 is VarDecl }) as? VarDecl else {
      if StandardLibrary.otherCollectionMembers.contains(name) && isLibraryCollection(bt)
        || StandardLibrary.arrayPropertyNames.contains(name) && bt.nominalDecl?.isInStandardLibrary == true
      {
        // `c.first`: Collection's property, not Sequence's `first(where:)`; `r.count` of
        // a library sequence: Collection's, not Sequence's `count(where:)`.
        reportNoMember(bt, name, at: d.nameLoc)
      } else if let value = boundMethodValue(d, base: base, type: bt, accessible, contextual: contextual) {
        // `box.contains` (MethodReferences.swift).
        return value
      } else {
        notSupported("a method used as a value", at: d.nameLoc)
      }
      d.type = .error
      return d
    }
    if isStaticMember(v) {
      error(SemaDiagnostics.staticMemberOnInstance(name, bt), at: d.nameLoc)
      d.type = .error
      return d
    }
    return makeMemberRef(base: base, decl: v, nameLoc: d.nameLoc, range: d.range)
  }

  /// A reference to an enum case (the `ext` tier; typed, reported as not supported).
  func enumCaseRef(_ element: EnumElementDecl, on base: SwiftType, range: SourceRange, loc: SourceLoc) -> Expr {
    let ref = DeclRefExpr(decl: element, range: range)
    // A generic enum's case has its arguments (`Tree<Int>.leaf` is a `Tree<Int>`).
    ref.type = element.interfaceType.map { memberType($0, of: element, on: base) }
    return ref
  }

  /// `.name` with the base type taken from the context (an enum case, a static member).
  func checkImplicitMember(_ m: UnresolvedMemberExpr, contextual: SwiftType?) -> Expr {
    let nameLoc = m.loc.advanced(by: 1)
    guard let t = contextual, !t.isError else {
      // Contexts that give the type (generic, optional or closure ones) are not modelled.
      notSupported("implicit member expression", at: nameLoc)
      m.type = .error
      return m
    }
    // `.none` where an optional is wanted.
    if let none = checkOptionalCase(m, argument: nil, contextual: t) { return none }
    var base = t
    if case .optional(let w) = t { base = w }
    let members = lookupMembers(m.name, in: base).filter { isStaticMember($0) }
    if let element = members.first(where: { $0 is EnumElementDecl }) as? EnumElementDecl {
      return enumCaseRef(element, on: base, range: m.range, loc: nameLoc)
    }
    if let v = members.first(where: { $0 is VarDecl }) as? VarDecl {
      let typeExpr = TypeExpr(instanceType: base, typeRepr: nil, range: SourceRange(m.loc))
      typeExpr.isImplicit = true
      return makeMemberRef(base: typeExpr, decl: v, nameLoc: nameLoc, range: m.range)
    }
    error(SemaDiagnostics.typeHasNoMember(base, m.name), at: nameLoc)
    m.type = .error
    return m
  }

  /// A member of an array that is no property (Array's properties, `count`, `first`,
  /// ..., are `extension Array`'s, stdlib/Array.swift, found by member lookup): a method
  /// used as a value is not supported yet; an unknown member is a real error.
  private func checkArrayMember(_ d: UnresolvedDotExpr, base: Expr) -> Expr {
    guard case .array(let element)? = base.type else { d.type = .error; return d }
    if StandardLibrary.isArrayMemberOutsideSubset(d.name)
      || !builtinExtensionMembers(d.name, of: .array(element)).isEmpty
    {
      notSupported("array member '\(d.name)'", at: d.nameLoc)
    } else {
      error(SemaDiagnostics.noMember(.array(element), d.name), at: d.nameLoc)
    }
    d.type = .error
    return d
  }

  func checkModuleQualified(module name: String, _ d: UnresolvedDotExpr) -> Expr {
    let ref = UnresolvedDeclRefExpr(name: d.name, range: SourceRange(start: d.nameLoc, end: d.range.end))
    if name == module.name {
      if let values = globalValues[d.name], let v = values.first(where: { $0 is VarDecl }) as? VarDecl {
        return declRef(v, range: d.range)
      }
      if let t = globalTypes[d.name] { return TypeExpr(instanceType: type(of: t), typeRepr: nil, range: d.range) }
    } else if name != "Swift", let m = importedModules.first(where: { $0.name == name }) {
      for decl in m.decls {
        if let v = decl as? VarDecl, v.name == d.name, v.access >= .public { return declRef(v, range: d.range) }
        if let t = decl as? NominalTypeDecl, t.name == d.name, t.access >= .public {
          return TypeExpr(instanceType: type(of: t), typeRepr: nil, range: d.range)
        }
      }
    } else if name == "Swift", let t = stdlib.typeNames[d.name] {
      return TypeExpr(instanceType: t, typeRepr: nil, range: d.range)
    }
    _ = ref
    error(SemaDiagnostics.moduleHasNoMember(name, d.name), at: d.nameLoc)
    d.type = .error
    return d
  }
}
