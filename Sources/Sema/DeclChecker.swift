import AST
import Basic

/// The declaration passes: collecting the module's names, binding extensions, resolving
/// inheritance clauses and signatures, building member tables.
extension TypeChecker {
  // MARK: - Collecting file-level declarations

  /// Puts every file-level declaration of the module into the global tables.
  func collectDeclarations() {
    for file in module.files {
      for decl in file.decls {
        collectFileLevel(decl)
      }
    }
  }

  private func collectFileLevel(_ decl: Decl) {
    switch decl.declKind {
    case .import(let d):
      imports.append(d)
    case .struct(let d): declareType(d)
    case .class(let d): declareType(d)
    case .enum(let d): declareType(d)
    case .protocol(let d): declareType(d)
    case .typeAlias(let d):
      declareTypeAlias(d)
    case .extension(let d):
      extensions.append(d)
    case .func(let d):
      d.access = d.modifiers.access ?? .internal
      globalValues[d.name, default: []].append(d)
    case .var(let d):
      declareGlobalVariable(d)
    case .subscript(let d):
      error(SemaDiagnostics.subscriptOutsideType(), at: d.loc)
    case .operator(let o):
      declareOperator(o)
    case .precedenceGroup(let g):
      declarePrecedenceGroup(g)
    case .topLevelCode(let d):
      // Declarations written directly in top-level code are file-level ones.
      for element in d.body.elements {
        guard case .decl(let inner) = element else { continue }
        switch inner.declKind {
        case .struct, .class, .enum, .protocol, .typeAlias, .extension, .func, .import, .operator, .precedenceGroup:
          collectFileLevel(inner)
        case .var(let v):
          declareGlobalVariable(v)
        case .subscript(let sd):
          error(SemaDiagnostics.subscriptOutsideType(), at: sd.loc)
        case .patternBinding, .param, .genericTypeParam, .constructor, .destructor, .accessor, .enumCase,
          .enumElement, .topLevelCode:
          break
        case .associatedType:
          error(SemaDiagnostics.associatedTypeOutsideProtocol(), at: inner.loc)
        }
      }
    case .patternBinding, .param, .genericTypeParam, .constructor, .destructor, .accessor, .enumCase, .enumElement:
      // Pattern bindings are checked with top-level code; the others are never at file level.
      break
    case .associatedType:
      error(SemaDiagnostics.associatedTypeOutsideProtocol(), at: decl.loc)
    }
  }

  private func declareGlobalVariable(_ v: VarDecl) {
    v.access = v.modifiers.access ?? .internal
    if let previous = globalValues[v.name]?.first(where: { $0 is VarDecl }), previous !== v {
      error(SemaDiagnostics.invalidRedeclaration(v.name), at: v.nameLoc,
            notes: [.note(SemaDiagnostics.previouslyDeclaredHere(v.name), at: previous.nameLoc)])
      // Uses of the name are ambiguous (swiftc reports them too).
      redeclaredGlobals.insert(v.name)
      v.interfaceType = .error
      return
    }
    if globalValues[v.name]?.contains(where: { $0 === v }) == true { return }
    globalValues[v.name, default: []].append(v)
  }

  private func declareType(_ d: NominalTypeDecl) {
    d.moduleName = module.name
    d.access = d.modifiers.access ?? .internal
    if let previous = globalTypes[d.name] {
      error(SemaDiagnostics.invalidRedeclaration(d.name), at: d.nameLoc,
            notes: [.note(SemaDiagnostics.previouslyDeclaredHere(d.name), at: previous.nameLoc)])
      return
    }
    globalTypes[d.name] = d
    admitType(d)
  }

  /// Checks a declared type's header and makes it one of the module's types, with the
  /// types nested in it.
  func admitType(_ d: NominalTypeDecl) {
    checkGenericTypeDeclaration(d)
    for g in d.ownGenericParameters { g.parent = d }
    checkAttributes(d)
    nominals.append(d)
    declareNestedTypes(in: d.members, of: d, ext: nil)
  }

  // MARK: - Extensions and inheritance

  /// Finds the type each extension extends.
  func bindExtensions() {
    for ext in extensions {
      desugarSpecializedBuiltinExtension(ext)
      // `extension Stack`: a generic type extended with its own generic parameters.
      if let r = ext.extendedType as? IdentTypeRepr, r.genericArgs.isEmpty, let d = lookupTypeDecl(r.name),
        !d.genericParameters.isEmpty
      {
        r.resolved = d.declaredInterfaceType
      }
      // `extension Array` (`Dictionary`, `Set`, `Optional`): members of arrays of any
      // element (BuiltinExtensions.swift) and their conformances (BuiltinConformances.swift).
      if let name = namedBuiltinGenericType(ext.extendedType) {
        ext.extendedType.resolved = builtinGenericExtensionType(named: name)
      }
      // `extension Container`: a protocol extended (with associated types or not).
      if let r = ext.extendedType as? IdentTypeRepr, r.genericArgs.isEmpty, let p = lookupTypeDecl(r.name) as? ProtocolDecl {
        r.resolved = .existential(p)
      }
      let t = resolveType(ext.extendedType)
      switch t {
      case .boundGeneric(let d, let args) where args == d.declaredInterfaceType.genericArguments:
        ext.extendedNominal = d
        d.extensions.append(ext)
      case .nominal(let d), .existential(let d as NominalTypeDecl):
        if let p = d as? ProtocolDecl {
          guard checkProtocolExtension(ext, of: p) else { continue }
          // Module Swift's (`extension Equatable`) count once a type conforms to one
          // (`checkConformances`): a program without such a type keeps the fast lookups.
          if !ext.isInStandardLibrary { hasProtocolExtensions = true }
        }
        ext.extendedNominal = d
        d.extensions.append(ext)
      case .error:
        break
      case .int, .double, .bool, .string, .sizedInteger, .character, .substring:
        bindBuiltinExtension(ext, of: t)
      // `extension Range<Int>` (Swift's `extension Range where Bound == Int`): the
      // ranges of Int, the range values `for`-`in` walks (the library's `makeIterator()`).
      case .range(_, .int):
        bindBuiltinExtension(ext, of: t)
      case _ where t.builtinGenericArguments != nil && t == builtinStandIn(of: t)?.builtinType:
        bindBuiltinExtension(ext, of: t)
      default:
        notSupportedDeclaration("extension of '\(t)'", at: ext.loc)
      }
      if let d = ext.extendedNominal { declareNestedTypes(in: ext.members, of: d, ext: ext) }
    }
  }

  /// The protocols a type declares conformance to (in its inheritance clause and its
  /// extensions'), with where each was written.
  func declaredProtocols(of d: NominalTypeDecl) -> [(proto: ProtocolDecl, loc: SourceLoc, ext: ExtensionDecl?)] {
    var result: [(ProtocolDecl, SourceLoc, ExtensionDecl?)] = []
    for repr in d.inherited {
      if case .existential(let p)? = repr.resolved { result.append((p, repr.loc, nil)) }
    }
    for ext in d.extensions {
      for repr in ext.inherited {
        if case .existential(let p)? = repr.resolved { result.append((p, repr.loc, ext)) }
      }
    }
    return result + impliedProtocols(result)
  }

  /// Resolves every inheritance clause: superclasses and protocols.
  func resolveInheritance() {
    resolvingInheritance = true
    defer { resolvingInheritance = false }
    for d in nominals {
      // `class Sub<U>: Base<U>` names the type's own generic parameters.
      genericScopes.append(d.genericParameters)
      defer { genericScopes.removeLast() }
      for (index, repr) in d.inherited.enumerated() {
        if let p = d as? ProtocolDecl, isAnyObject(repr) {
          p.isClassOnly = true
          continue
        }
        let t = resolveType(repr)
        switch t {
        case .error:
          continue
        case .existential(let p):
          // A protocol refining another (ProtocolInheritance.swift); those the
          // compiler knows by name (`Equatable`) only in module Swift's own source.
          if d is ProtocolDecl && stdlib.protocols[p.name] === p && !d.isInStandardLibrary {
            notSupportedDeclaration("inheriting '\(p.name)'", at: repr.loc)
          }
        case .nominal(let base as ClassDecl), .boundGeneric(let base as ClassDecl, _):
          guard let cls = d as? ClassDecl else {
            if d is ProtocolDecl {
              notSupportedDeclaration("class-constrained protocol", at: repr.loc)
            } else {
              error(SemaDiagnostics.nonClassInheritance("", d.name, base.name), at: repr.loc)
            }
            repr.resolved = .error
            continue
          }
          if index != 0 {
            if cls.superclass != nil {
              error(SemaDiagnostics.multipleInheritance(d.name, cls.superclass!.name, base.name), at: repr.loc)
            } else {
              error(SemaDiagnostics.superclassMustBeFirst(base.name), at: repr.loc)
            }
            repr.resolved = .error
            continue
          }
          cls.superclass = base
          // (`class IntBox: Base<Int>`: its members see Base's `T` as `Int`,
          // GenericSuperclasses.swift in AST.)
          if case .boundGeneric = t { cls.boundSuperclass = t }
        default:
          if d is EnumDecl, index == 0 {
            (d as? EnumDecl)?.rawType = t
            continue
          }
          error(SemaDiagnostics.inheritanceFromNonProtocol(d.name, t.description), at: repr.loc)
          repr.resolved = .error
        }
      }
      for ext in d.extensions {
        for repr in ext.inherited {
          let t = resolveType(repr)
          if t.isError { continue }
          if case .existential = t { continue }
          error(SemaDiagnostics.inheritanceFromNonProtocol(d.name, t.description), at: repr.loc)
          repr.resolved = .error
        }
      }
    }
    // Cycles and final superclasses. A walk that reaches the root proves every class
    // it passed acyclic, so later walks stop there (linear in a long chain).
    var acyclic: Set<ObjectIdentifier> = []
    for case let cls as ClassDecl in nominals {
      var seen: Set<ObjectIdentifier> = [ObjectIdentifier(cls)]
      var s = cls.superclass
      var isCyclic = false
      while let sup = s, !acyclic.contains(ObjectIdentifier(sup)) {
        if !seen.insert(ObjectIdentifier(sup)).inserted {
          error(SemaDiagnostics.inheritsFromItself(cls.name), at: cls.nameLoc)
          cls.superclass = nil
          isCyclic = true
          break
        }
        s = sup.superclass
      }
      if !isCyclic { acyclic.formUnion(seen) }
      if let sup = cls.superclass {
        if sup.modifiers.isFinal {
          error(SemaDiagnostics.inheritanceFromFinal(sup.name), at: cls.inherited.first?.loc ?? cls.nameLoc)
        } else if sup.moduleName != cls.moduleName && sup.access != .open {
          error(SemaDiagnostics.cannotInheritOutsideModule(sup.name), at: cls.inherited.first?.loc ?? cls.nameLoc)
        }
      }
    }
    // Which classes have a generic superclass at some depth: each chain walked up to a
    // class already known (linear in a long chain).
    var known: [ObjectIdentifier: Bool] = [:]
    for case let cls as ClassDecl in nominals {
      var chain: [ClassDecl] = []
      var current: ClassDecl? = cls
      var result = false
      while let c = current {
        if let k = known[ObjectIdentifier(c)] {
          result = k
          break
        }
        chain.append(c)
        if c.boundSuperclass != nil && c.superclass != nil {
          result = true
          break
        }
        current = c.superclass
      }
      for c in chain {
        known[ObjectIdentifier(c)] = result
        c.inheritsFromGenericClass = result
      }
    }
  }

  // MARK: - Signatures

  /// The default access of a member of `d` (written in `ext` if given).
  func defaultMemberAccess(_ d: NominalTypeDecl, _ ext: ExtensionDecl?) -> AccessLevel {
    if let written = ext?.modifiers.access {
      // (`public extension`: its members are public.)
      return written == .private ? .fileprivate : written
    }
    if d is ProtocolDecl && ext == nil { return max(d.access, .internal) == .open ? .public : d.access }
    return d.access <= .fileprivate ? .fileprivate : .internal
  }

  /// Resolves the types of every global function and variable and of every member.
  func resolveSignatures() {
    for d in nominals {
      resolveGenericParameters(Array(d.ownGenericParameters), of: d)
      genericScopes.append(genericScope(of: d))
      resolveWhereClause(d.whereClause, of: d)
      for ext in d.extensions {
        // (Its earlier requirements hold in its later ones: `where Base.Element: Sequence,
        // Base.Element.Element == String`.)
        resolvingMember = ext
        resolveWhereClause(ext.whereClause, of: ext)
        resolvingMember = nil
      }
      genericScopes.removeLast()
    }
    for m in importedModules {
      for case let g as PrecedenceGroupDecl in m.decls { declarePrecedenceGroup(g) }
      for case let o as OperatorDecl in m.decls { declareOperator(o) }
    }
    // (Once every group is declared: an operator may name a group declared after it.)
    for g in precedenceGroupDecls.values.sorted(by: { $0.nameLoc < $1.nameLoc }) { checkPrecedenceGroupRelations(of: g) }
    for o in operatorDecls.values.joined() { checkOperatorPrecedenceGroup(o) }
    for m in importedModules {
      for d in m.decls {
        if let f = d as? FuncDecl { resolveFunctionSignature(f, selfType: nil, isStatic: false) }
        if let g = d as? VarDecl, let repr = g.typeRepr { g.interfaceType = resolveType(repr) }
      }
    }
    // In source order, not the table's (hashed, different on every run): what resolving
    // a signature makes on first use, such as a composition's protocol with the place
    // it is first written, is then the same on every run, and so is `-dump-ast`.
    for v in globalValues.values.joined().sorted(by: { $0.loc < $1.loc }) {
      if let f = v as? FuncDecl { resolveFunctionSignature(f, selfType: nil, isStatic: false) }
      if let g = v as? VarDecl, let repr = g.typeRepr, !isBareSetAnnotation(repr) {
        g.interfaceType = resolveType(repr)
      }
    }
    for values in globalValues.values {
      for case let f as FuncDecl in values where f.modifiers.isMutating {
        error(SemaDiagnostics.mutatingOutsideType(), at: f.modifiers.written.first { $0.name == "mutating" }?.range.start ?? f.loc)
      }
    }
    // Every protocol's associated types first, whichever module declares them: a
    // signature may reach through one (`where Indices.Iterator.Element == Int` needs
    // Sequence's `Iterator: IteratorProtocol`, and module Swift's types come last).
    for case let p as ProtocolDecl in nominals {
      genericScopes.append(genericScope(of: p))
      aliasOwners.append(p)
      for case let a as AssociatedTypeDecl in p.members {
        a.parent = a.parent ?? p
        resolveAssociatedType(a, of: p)
      }
      aliasOwners.removeLast()
      genericScopes.removeLast()
    }
    for d in nominals {
      let selfType = type(of: d)
      genericScopes.append(genericScope(of: d))
      resolveMembers(d.members, of: d, selfType: selfType, ext: nil)
      for ext in d.extensions {
        // In a protocol extension `self` is of the conforming type (`Self`).
        // (`Box<A, A>` in `extension Box where A == B`.)
        let extSelf = (d as? ProtocolDecl).map { SwiftType.genericParameter($0.selfParameter) }
          ?? extensionSelfType(selfType, ext)
        resolveMembers(ext.members, of: d, selfType: extSelf, ext: ext)
      }
      genericScopes.removeLast()
    }
  }

  private func resolveMembers(_ members: [Decl], of d: NominalTypeDecl, selfType: SwiftType, ext: ExtensionDecl?) {
    // A member's signature may name the type's aliases (`func top() -> Element`).
    aliasOwners.append(d)
    defer { aliasOwners.removeLast() }
    let defaultAccess = defaultMemberAccess(d, ext)
    for member in members {
      member.parent = member.parent ?? (ext ?? d)
      checkMemberRestrictions(member, of: d, ext: ext)
      // A nested type's access was set when it was declared (NestedTypes.swift).
      if let v = member as? ValueDecl, !(v is NominalTypeDecl) {
        v.access = v.modifiers.access.map { $0 == .open && !(d is ClassDecl) ? .public : $0 } ?? defaultAccess
        // A protocol's requirements and an enum's cases have the type's access level.
        if (d is ProtocolDecl && ext == nil) || v is EnumElementDecl { v.access = d.access }
      }
      resolvingMember = member
      defer { resolvingMember = nil }
      switch member.declKind {
      case .func(let f):
        if f.modifiers.isMutating && d is ClassDecl {
          error(SemaDiagnostics.mutatingOnClass(), at: f.modifiers.written.first { $0.name == "mutating" }?.range.start ?? f.loc)
        }
        resolveFunctionSignature(f, selfType: selfType, isStatic: f.modifiers.isStatic || f.modifiers.isClass)
        applyContextSameTypes(f)
      case .constructor(let c):
        checkInitializerModifiers(c, in: d)
        resolveFunctionSignature(c, selfType: selfType, isStatic: false)
      case .destructor(let dd):
        dd.selfDecl = makeSelf(for: dd, type: selfType, isStatic: false, mutable: false)
        dd.interfaceType = .function(FunctionType(parameters: [], result: .void))
        if !(d is ClassDecl) { error(SemaDiagnostics.deinitOutsideClass(), at: dd.loc) }
      case .var(let v):
        resolveProperty(v, of: d, selfType: selfType, ext: ext)
        applyContextSameTypes(v)
      case .subscript(let sd):
        resolveSubscript(sd, of: d, selfType: selfType, ext: ext)
        applyContextSameTypes(sd)
      case .patternBinding:
        break
      case .struct, .class, .enum, .protocol:
        break  // declared with the type (NestedTypes.swift), resolved as one of the module's types
      case .enumCase(let c):
        for e in c.elements { resolveEnumElement(e, of: d, selfType: selfType) }
      case .enumElement(let e):
        resolveEnumElement(e, of: d, selfType: selfType)
      case .typeAlias(let a):
        resolveTypeAlias(a)
      case .operator, .precedenceGroup:
        break  // the parser reported it: operators and groups are declared at file scope
      case .import, .param, .genericTypeParam, .accessor, .extension, .topLevelCode:
        notSupported("this member", at: member.loc)
      case .associatedType(let a):
        if d is ProtocolDecl {
          break  // resolved before every signature (resolveSignatures)
        } else {
          error(SemaDiagnostics.associatedTypeOutsideProtocol(), at: a.loc)
        }
      }
    }
  }

  /// `case red` / `case circle(radius: Double)` of an enum (the `ext` tier).
  private func resolveEnumElement(_ e: EnumElementDecl, of d: NominalTypeDecl, selfType: SwiftType) {
    guard e.interfaceType == nil else { return }
    e.parent = e.parent ?? d
    e.access = d.access
    guard d is EnumDecl else {
      error(SemaDiagnostics.enumCaseOutsideEnum(), at: e.loc)
      e.interfaceType = .error
      return
    }
    if let params = e.parameters {
      for p in params.parameters { _ = resolveParameter(p) }
      e.interfaceType = .function(FunctionType(parameters: params.parameters.map { .init($0.interfaceType ?? .error) },
                                               result: selfType))
    } else {
      e.interfaceType = selfType
    }
    if let raw = e.rawValue, let rawType = (d as? EnumDecl)?.rawType {
      e.rawValue = checkRawValue(raw, rawType)
    } else if let raw = e.rawValue {
      e.rawValue = checkExpr(raw)
    }
  }

  /// The cases of an enum in declaration order.
  func enumElements(of d: NominalTypeDecl) -> [EnumElementDecl] {
    var result: [EnumElementDecl] = []
    var seen: Set<ObjectIdentifier> = []
    for m in d.members {
      let elements = (m as? EnumCaseDecl)?.elements ?? (m as? EnumElementDecl).map { [$0] } ?? []
      for e in elements where seen.insert(ObjectIdentifier(e)).inserted { result.append(e) }
    }
    return result
  }

  private func resolveProperty(_ v: VarDecl, of d: NominalTypeDecl, selfType: SwiftType, ext: ExtensionDecl?) {
    // (One that expandLazyProperties made computed is supported.)
    if v.modifiers.isLazy && v.kind == .stored { notSupported("lazy property", at: v.loc) }
    checkAttributes(v)
    if d is ProtocolDecl && ext == nil {
      if v.kind != .requirement || v.accessors.isEmpty {
        error(SemaDiagnostics.protocolPropertyNeedsAccessors(), at: v.nameLoc)
        v.kind = .requirement
      }
    } else if v.kind == .requirement {
      if d.moduleName != module.name {
        // A module interface declares a computed property as `var x: T { get }`.
        v.kind = .computed
      } else {
        // `{ get set }` outside a protocol.
        error(SemaDiagnostics.accessorRequirementOutsideProtocol(), at: v.nameLoc)
      }
    }
    if ext != nil && v.kind == .stored && !v.modifiers.isStatic {
      error(SemaDiagnostics.extensionStoredProperty(), at: v.loc)
    }
    if v.kind == .stored && v.modifiers.isStatic && !d.genericParameters.isEmpty && !(d is ProtocolDecl) {
      // One variable per specialization would be needed (swiftc has no such storage).
      error(SemaDiagnostics.staticStoredPropertyInGenericType(), at: v.nameLoc)
    }
    if let repr = v.typeRepr {
      if let o = repr as? OpaqueTypeRepr, v.kind == .computed {
        v.interfaceType = resolveOpaqueResult(o, of: v)
      } else {
        v.interfaceType = resolveType(repr)
      }
    } else if v.kind != .stored {
      error(SemaDiagnostics.computedPropertyNeedsType(), at: v.nameLoc)
      v.interfaceType = .error
    }
    // Without a type annotation, the initializer's type is checked (checkBindingEntry).
    if v.interfaceType != nil { checkReferenceOwnership(v) }
    if v.kind == .computed && v.isLet {
      error(SemaDiagnostics.letComputed(), at: v.loc)
    }
    let isStatic = v.modifiers.isStatic || v.modifiers.isClass
    for accessor in v.accessors {
      accessor.storage = v
      accessor.parent = v
      accessor.access = v.access
      switch accessor.accessorKind {
      case .get:
        rejectMutatingGetter(accessor)
        accessor.selfDecl = makeSelf(for: accessor, type: selfType, isStatic: isStatic,
                                     mutable: accessor.modifiers.isMutating)
      case .set:
        // (`nonmutating set`: `self` is a `let` inside, as in a getter.)
        accessor.selfDecl = makeSelf(for: accessor, type: selfType, isStatic: isStatic,
                                     mutable: !accessor.modifiers.isNonmutating)
        if accessor.parameters.parameters.isEmpty {
          let p = ParamDecl(argumentLabel: nil, name: "newValue", nameLoc: accessor.loc, range: accessor.range)
          p.isImplicit = true
          accessor.parameters.parameters = [p]
        }
        for p in accessor.parameters.parameters {
          p.parent = accessor
          p.interfaceType = v.interfaceType ?? .error
        }
      case .willSet, .didSet:
        prepareObserver(accessor, of: v, selfType: selfType, isStatic: isStatic)
      case .unsafeMutableAddress, .unsafeMutablePayloadAddress:
        _ = checkMutableAddressorPlacement(accessor, of: v)
        accessor.selfDecl = makeSelf(for: accessor, type: selfType, isStatic: isStatic, mutable: true)
      }
    }
    updateAccessorTypes(v)
  }

  /// `subscript(i: Int) -> T { get set }` of a struct, class or enum: the index
  /// parameters and element type are resolved, and each accessor gets copies of the
  /// index parameters (after a setter's new value) and `self`.
  private func resolveSubscript(_ s: SubscriptDecl, of d: NominalTypeDecl, selfType: SwiftType, ext: ExtensionDecl?) {
    checkAttributes(s)
    // A generic subscript: its getter's generic parameters name the index and element
    // types (and a setter would need them too).
    let generics = s.getter?.genericParameters ?? []
    if let getter = s.getter, !generics.isEmpty {
      if let setter = s.setter { notSupportedDeclaration("a generic subscript with a setter", at: setter.loc) }
      // (In a protocol extension it is a member generic over `Self` too, as a method; in a protocol, a requirement.)
      getter.storage = s
      resolveGenericParameters(generics, of: getter)
      genericScopes.append(generics)
      resolveWhereClause(getter.whereClause, of: getter)
    }
    defer { if !generics.isEmpty { genericScopes.removeLast() } }
    let outer = inferringRequirements
    inferringRequirements = generics.isEmpty ? nil : generics
    for p in s.indices.parameters {
      _ = resolveParameter(p)
      if p.isInOut { error(SemaDiagnostics.inoutSubscriptParameter(), at: p.typeRepr?.loc ?? p.loc) }
      if p.isVariadic { notSupported("a variadic subscript parameter", at: p.loc) }
    }
    s.interfaceType = s.typeRepr.map { resolveType($0) } ?? .error
    checkGenericParametersUsed(generics, in: s.indices.parameters.map { $0.interfaceType ?? .error } + [s.interfaceType ?? .error])
    inferringRequirements = outer
    if d is ProtocolDecl && s.modifiers.isStatic {
      notSupportedDeclaration("a static subscript requirement in a protocol", at: s.loc)
    }
    let isStatic = s.modifiers.isStatic || s.modifiers.isClass
    for accessor in s.accessors {
      accessor.storage = s
      accessor.parent = s
      accessor.access = s.access
      // Calls of a subscript are calls of its getter: notes on them point at `subscript`.
      accessor.nameLoc = s.nameLoc
      // The parser gave each accessor copies of the index parameters (last).
      let count = s.indices.parameters.count
      for (copy, p) in zip(accessor.parameters.parameters.suffix(count), s.indices.parameters) {
        copy.interfaceType = p.interfaceType
        copy.isInOut = false
        // (A call of the getter wraps an `@autoclosure` index's argument: `d[k, default: v]`.)
        copy.isAutoclosure = p.isAutoclosure
        copy.isEscaping = p.isEscaping
      }
      switch accessor.accessorKind {
      case .get:
        rejectMutatingGetter(accessor)
        accessor.selfDecl = makeSelf(for: accessor, type: selfType, isStatic: isStatic,
                                     mutable: accessor.modifiers.isMutating)
      case .set:
        accessor.selfDecl = makeSelf(
          for: accessor, type: selfType, isStatic: isStatic, mutable: !accessor.modifiers.isNonmutating)
      case .willSet, .didSet:
        error(SemaDiagnostics.observerInSubscript(accessor.accessorKind), at: accessor.loc)
      case .unsafeMutableAddress, .unsafeMutablePayloadAddress:
        _ = checkMutableAddressorPlacement(accessor, of: s)
        accessor.selfDecl = makeSelf(for: accessor, type: selfType, isStatic: isStatic, mutable: true)
      }
    }
    updateAccessorTypes(s)
  }

  /// Sets accessor function types once the property's type is known.
  func updateAccessorTypes(_ v: VarDecl) {
    guard let t = v.interfaceType else { return }
    if let s = v as? SubscriptDecl {
      let indices = s.indices.parameters.map { FunctionType.Parameter($0.interfaceType ?? .error) }
      for accessor in s.accessors {
        switch accessor.accessorKind {
        case .get: accessor.interfaceType = .function(FunctionType(parameters: indices, result: t))
        case .set:
          accessor.parameters.parameters.first?.interfaceType = t
          accessor.interfaceType = .function(FunctionType(parameters: [.init(t)] + indices, result: .void))
        case .willSet, .didSet: break
        case .unsafeMutableAddress:
          accessor.interfaceType = .function(FunctionType(parameters: indices, result: mutableAddressorResult(t)))
        case .unsafeMutablePayloadAddress:
          accessor.interfaceType = .function(FunctionType(parameters: indices, result: payloadAddressorResult(t)))
        }
      }
      return
    }
    for accessor in v.accessors {
      switch accessor.accessorKind {
      case .get: accessor.interfaceType = .function(FunctionType(parameters: [], result: t))
      case .set:
        for p in accessor.parameters.parameters { p.interfaceType = t }
        accessor.interfaceType = .function(FunctionType(parameters: [.init(t)], result: .void))
      case .willSet, .didSet:
        for p in accessor.parameters.parameters { p.interfaceType = t }
        accessor.interfaceType = .function(FunctionType(parameters: [.init(t)], result: .void))
      case .unsafeMutableAddress:
        accessor.interfaceType = .function(FunctionType(parameters: [], result: mutableAddressorResult(t)))
      case .unsafeMutablePayloadAddress:
        accessor.interfaceType = .function(FunctionType(parameters: [], result: payloadAddressorResult(t)))
      }
    }
  }

  /// `mutating get`: its `self` would be `inout`, which IRGen passes to setters only, and
  /// reading the property would need a mutable base; not yet. (Its `self` is mutable
  /// all the same, so its body says nothing more.)
  private func rejectMutatingGetter(_ getter: AccessorDecl) {
    guard getter.modifiers.isMutating else { return }
    let written = getter.modifiers.written.first { $0.0 == "mutating" }
    notSupported("a 'mutating' getter", at: written?.1.start ?? getter.keywordLoc)
  }

  /// Makes the implicit `self` parameter of a member.
  func makeSelf(for fn: AbstractFunctionDecl, type: SwiftType, isStatic: Bool, mutable: Bool) -> ParamDecl {
    let p = ParamDecl(argumentLabel: nil, name: "self", nameLoc: fn.nameLoc, range: SourceRange(fn.nameLoc))
    p.isImplicit = true
    p.parent = fn
    if isStatic {
      p.interfaceType = .metatype(type)
    } else {
      p.interfaceType = type
      // A value type's `self` (a struct, an enum, or a built-in type such as `Int` in an
      // extension) is inout in a mutating member.
      let isValueType: Bool
      switch type {
      case .nominal, .boundGeneric, .int, .double, .bool, .string, .character, .substring, .sizedInteger, .array, .dictionary, .set, .optional:
        isValueType = true
      // A protocol extension's `Self`, unless only classes conform.
      case .genericParameter(let g):
        isValueType = (g.parent as? ProtocolDecl).map { !$0.isClassOnly } ?? false
      default: isValueType = false
      }
      if mutable && !type.isClass && isValueType {
        p.isInOut = true
        p.isLet = false
      }
    }
    return p
  }

  /// Generic functions, generic methods and initializers of structs, enums and classes
  /// (a class's method is dispatched statically, and overriding one is not supported; a
  /// class's initializers, `required` ones too, are called statically,
  /// GenericRequiredInitializers.swift), generic methods of protocols (requirements
  /// witnessed by generic methods, GenericRequirementWitnesses.swift); not a protocol's
  /// generic initializer requirement.
  func isSupportedGeneric(_ f: AbstractFunctionDecl) -> Bool {
    // A generic subscript's getter: where its subscript is.
    let parent = (f as? AccessorDecl)?.storage?.parent ?? f.parent
    let owner = (parent as? ExtensionDecl)?.extendedNominal ?? (parent as? NominalTypeDecl)
    return !(owner is ProtocolDecl) || f.protocolExtension != nil || !(f is ConstructorDecl)
  }

  /// Resolves parameter and result types of a function, method or initializer, and
  /// gives a member its `self`.
  func resolveFunctionSignature(_ f: AbstractFunctionDecl, selfType: SwiftType?, isStatic: Bool) {
    if f.interfaceType != nil { return }
    desugarOpaqueParameters(f)
    if let fn = f as? FuncDecl, fn.isOperator { checkOperatorFunction(fn) }
    if !f.genericParameters.isEmpty {
      if !isSupportedGeneric(f) {
        notSupported("generic initializer requirement", at: f.nameLoc)
      }
      resolveGenericParameters(f.genericParameters, of: f)
      genericScopes.append(f.genericParameters)
    }
    defer { if !f.genericParameters.isEmpty { genericScopes.removeLast() } }
    // Before the signature: `C1.Item == C2.Item` makes `C2.Item` written there `C1.Item`.
    resolveWhereClause(f.whereClause, of: f)
    if let c = f as? ConstructorDecl { checkGenericRequiredInitializerWhereClause(c) }
    // `func f<K>(_ d: [K: Int])` is `<K where K: Hashable>` (RequirementInference.swift).
    let outer = inferringRequirements
    inferringRequirements = f.genericParameters.isEmpty ? nil : f.genericParameters
    var seen: [String: ParamDecl] = [:]
    for (i, p) in f.parameters.parameters.enumerated() {
      p.parent = f
      _ = resolveParameter(p)
      if i > 0, f.parameters.parameters[i - 1].isVariadic, p.argumentLabel == nil {
        // `f(_ a: Int..., _ b: String)`: `b`'s argument would be one of `a`'s.
        error(SemaDiagnostics.unlabeledParameterAfterVariadic(), at: p.nameLoc)
      }
      if p.name != "_", let previous = seen[p.name] {
        error(SemaDiagnostics.invalidRedeclaration(p.name), at: p.nameLoc,
              notes: [.note(SemaDiagnostics.previouslyDeclaredHere(p.name), at: previous.nameLoc)])
      }
      seen[p.name] = p
    }
    var result: SwiftType = .void
    if let fd = f as? FuncDecl, let repr = fd.resultTypeRepr {
      result = (repr as? OpaqueTypeRepr).map { resolveOpaqueResult($0, of: f) } ?? resolveType(repr)
    }
    inferringRequirements = outer
    if let c = f as? ConstructorDecl, let selfType { result = c.isFailable ? .optional(selfType) : selfType }
    f.interfaceType = .function(FunctionType(
      parameters: f.parameters.parameters.map { .init($0.interfaceType ?? .error, isInOut: $0.isInOut) },
      result: result, isThrowing: f.isThrowing, isAsync: f.isAsync))
    checkGenericParametersUsed(f.genericParameters, in: f.parameters.parameters.map { $0.interfaceType ?? .error } + [result])
    if let selfType {
      let mutable = f is ConstructorDecl || f.modifiers.isMutating
      // (`[Key: [S.Element]]` in an initializer `where Value == [S.Element]`.)
      let own = f is ConstructorDecl ? selfType.substituting(initializerSameTypeSubstitutions(f)) : selfType
      f.selfDecl = makeSelf(for: f, type: own, isStatic: isStatic, mutable: mutable)
    }
  }

  /// The result type of a function as written (`-> T`), if any.
  func resultType(of f: AbstractFunctionDecl) -> SwiftType {
    f.resultInterfaceType ?? .error
  }

  // MARK: - Member tables

  /// Builds the name -> members table of every nominal type (own members, then
  /// extensions'), reporting redeclared properties.
  func buildMemberTables() {
    for d in nominals {
      var table: [String: [ValueDecl]] = [:]
      func add(_ members: [Decl]) {
        for m in members {
          // Types and type aliases are found by type lookup (`memberTypeAlias`), not here.
          guard let v = m as? ValueDecl, !(m is NominalTypeDecl), !(m is AccessorDecl), !(m is TypeAliasDecl) else { continue }
          let key = v is ConstructorDecl ? "init" : v.name
          if let existing = table[key] {
            // Subscripts are overloaded by type (checked with functions).
            if v is VarDecl, !(v is SubscriptDecl),
              let previous = existing.first(where: { $0 is VarDecl && !($0 is SubscriptDecl) })
            {
              error(SemaDiagnostics.invalidRedeclaration(v.name), at: v.nameLoc,
                    notes: [.note(SemaDiagnostics.previouslyDeclaredHere(v.name), at: previous.nameLoc)])
              continue
            }
          }
          table[key, default: []].append(v)
        }
      }
      add(d.members)
      // A protocol's table holds its requirements (its extensions': `protocolMembers`).
      for ext in d.extensions where !(d is ProtocolDecl) { add(ext.members) }
      for e in enumElements(of: d) where !(table[e.name]?.contains { $0 === e } ?? false) {
        table[e.name, default: []].append(e)
      }
      for (i, e) in enumElements(of: d).enumerated() { e.index = i }
      if let e = d as? EnumDecl, let raw = e.rawType, table["rawValue"] == nil,
        !enumsWithoutRawValues.contains(ObjectIdentifier(e))
      {
        table["rawValue", default: []].append(makeRawValueProperty(of: e, raw))
        table["init", default: []].append(makeRawValueInitializer(of: e, raw))
      }
      memberTables[ObjectIdentifier(d)] = table
    }
  }

  /// `rawValue` of an enum with a raw type (the `ext` tier; no body: never lowered).
  private func makeRawValueProperty(of e: EnumDecl, _ raw: SwiftType) -> VarDecl {
    let v = VarDecl(name: "rawValue", nameLoc: e.nameLoc, isLet: false, range: SourceRange(e.nameLoc))
    v.kind = .computed
    v.isImplicit = true
    v.interfaceType = raw
    v.access = e.access
    v.parent = e
    let getter = AccessorDecl(kind: .get, parameters: ParameterList(parameters: [], range: .invalid), body: nil, range: .invalid)
    getter.isImplicit = true
    getter.storage = v
    getter.parent = v
    getter.interfaceType = .function(FunctionType(parameters: [], result: raw))
    v.accessors = [getter]
    return v
  }

  /// `init?(rawValue:)` of an enum with a raw type.
  private func makeRawValueInitializer(of e: EnumDecl, _ raw: SwiftType) -> ConstructorDecl {
    let p = ParamDecl(argumentLabel: "rawValue", name: "rawValue", nameLoc: e.nameLoc, range: SourceRange(e.nameLoc))
    p.isImplicit = true
    p.interfaceType = raw
    let c = ConstructorDecl(name: "init", nameLoc: e.nameLoc, parameters: ParameterList(parameters: [p], range: .invalid),
                            body: nil, range: SourceRange(e.nameLoc))
    c.isImplicit = true
    c.isFailable = true
    c.access = e.access
    c.parent = e
    p.parent = c
    c.interfaceType = .function(FunctionType(parameters: [.init(raw)], result: .optional(.nominal(e))))
    return c
  }

  /// Adds a Sema-made member (an implicit initializer) to a type and its table.
  func addImplicitMember(_ m: ValueDecl, to d: NominalTypeDecl) {
    m.parent = d
    d.members.append(m)
    let key = m is ConstructorDecl ? "init" : m.name
    memberTables[ObjectIdentifier(d), default: [:]][key, default: []].append(m)
  }

  /// Reports functions redeclared with the same name, labels and type (globals and
  /// members).
  func checkFunctionRedeclarations() {
    func check(_ decls: [ValueDecl]) {
      var seen: [String: AbstractFunctionDecl] = [:]
      var seenSubscripts: [String: SubscriptDecl] = [:]
      for case let sd as SubscriptDecl in decls {
        let key = sd.fullName + ":" + (sd.getter?.interfaceType?.description ?? "") + (sd.modifiers.isStatic ? "static" : "")
        if let previous = seenSubscripts[key] {
          error(SemaDiagnostics.invalidRedeclaration(sd.fullName), at: sd.nameLoc,
                notes: [.note(SemaDiagnostics.previouslyDeclaredHere(sd.fullName), at: previous.nameLoc)])
        } else {
          seenSubscripts[key] = sd
        }
      }
      for case let f as AbstractFunctionDecl in decls where !f.isImplicit {
        // Functions that differ only in `throws` clash, and initializers that differ
        // only in failability (`init`, `init?`).
        var signature = f.interfaceType?.description ?? ""
        if case .function(let ft)? = f.interfaceType {
          let result = f is ConstructorDecl ? .void : ft.result
          signature = SwiftType.function(FunctionType(parameters: ft.parameters, result: result)).description
        }
        let key = f.fullName + ":" + signature + (f.modifiers.isStatic ? "static" : "")
        if let previous = seen[key] {
          error(SemaDiagnostics.invalidRedeclaration(f.fullName), at: f.nameLoc,
                notes: [.note(SemaDiagnostics.previouslyDeclaredHere(f.fullName), at: previous.nameLoc)])
        } else {
          seen[key] = f
        }
      }
    }
    for decls in globalValues.values where decls.count > 1 {
      check(decls)
      reportVariableFunctionClashes(decls)
    }
    for table in memberTables.values {
      for decls in table.values where decls.count > 1 {
        check(decls)
        reportVariableFunctionClashes(decls)
      }
    }
  }

  /// A variable and a function without parameters of the same name clash (`let x` and
  /// `func x()`); a function with parameters does not (`x(_:)` is another name), nor a
  /// static member with an instance one. As swiftc, the later of the two is reported,
  /// each named in full (`x()`, `x`), and a declaration reported is compared with no
  /// later one.
  private func reportVariableFunctionClashes(_ decls: [ValueDecl]) {
    func isVariable(_ d: ValueDecl) -> Bool { d is VarDecl && !(d is SubscriptDecl) }
    func isNullaryFunction(_ d: ValueDecl) -> Bool {
      guard let f = d as? FuncDecl, !f.isImplicit else { return false }
      return f.parameters.parameters.isEmpty
    }
    func clash(_ a: ValueDecl, _ b: ValueDecl) -> Bool {
      ((isVariable(a) && isNullaryFunction(b)) || (isNullaryFunction(a) && isVariable(b)))
        && isStaticMember(a) == isStaticMember(b)
    }
    func fullName(_ d: ValueDecl) -> String { (d as? FuncDecl)?.fullName ?? d.name }
    guard decls.contains(where: isVariable), decls.contains(where: isNullaryFunction) else { return }
    var earlier: [ValueDecl] = []
    for d in decls.sorted(by: { $0.loc < $1.loc }) {
      if let previous = earlier.first(where: { clash($0, d) }) {
        error(SemaDiagnostics.invalidRedeclaration(fullName(d)), at: d.nameLoc,
              notes: [.note(SemaDiagnostics.previouslyDeclaredHere(fullName(previous)), at: previous.nameLoc)])
        continue
      }
      earlier.append(d)
    }
  }
}
