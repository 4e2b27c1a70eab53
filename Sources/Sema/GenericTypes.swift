import AST
import Basic

// Generic structs (`struct Stack<Element>`). Sema types a generic struct's members once,
// with its generic parameters (`self` is a `Stack<Element>`); a use of the type names
// its arguments (`Stack<String>`, a `.boundGeneric`), and a member used on such a value
// has its generic parameters replaced by them (`push` of a `Stack<String>` takes a
// `String`). IRGen emits one specialization of the struct and of each member it uses
// per argument list, as it does for generic functions (see IRGen/GenSpecialization).
extension TypeChecker {
  /// Where swiftc's note "where 'T' = 'Int'" on an unmet requirement of generic
  /// parameter `g` goes: at the name of the function or type that declares it.
  func whereNoteLoc(_ g: GenericTypeParamDecl) -> SourceLoc {
    guard let owner = g.parent as? ValueDecl, owner.nameLoc.isValid else { return g.nameLoc }
    return owner.nameLoc
  }

  /// swiftc's note "where 'T' = 'Int'" on an unmet requirement of `g`, bound to `t`, at
  /// `whereNoteLoc(g)`; none for a built-in type's parameter (`Key` of Dictionary), which
  /// has no place in any source (swiftc's is in its library's interface).
  func whereNotes(_ g: GenericTypeParamDecl, _ t: SwiftType) -> [Diagnostic] {
    let loc = whereNoteLoc(g)
    return loc.isValid ? [.note(SemaDiagnostics.whereGenericIs(g.name, t), at: loc)] : []
  }

  /// Resolves the constraints of generic parameters (`<T: Comparable>`), of a generic
  /// function or type declared in `owner`.
  func resolveGenericParameters(_ params: [GenericTypeParamDecl], of owner: Decl) {
    for g in params {
      g.parent = owner
      g.interfaceType = .metatype(.genericParameter(g))
      guard let constraint = g.constraint else { continue }
      // `<T: Named & Aged>`: each part of a composition constrains `T`.
      for c in (constraint as? CompositionTypeRepr)?.types ?? [constraint] {
        genericConstraintDepth += 1
        let t = resolveType(c)
        genericConstraintDepth -= 1
        if case .existential(let p) = t {
          genericConstraints[ObjectIdentifier(g), default: []].append(p)
          g.conformsTo.append(p)
          noteLibraryProtocolUse(p, by: owner)
        } else if case .nominal(let d as ClassDecl) = t {
          g.superclass = d
        } else if !t.isError {
          error(SemaDiagnostics.constraintNotProtocol(g.name, t), at: c.loc)
        } else {
          failedConstraintOwners.insert(ObjectIdentifier(owner))
        }
      }
    }
  }

  /// Whether `f`, or the extension it is declared in, has a constraint that could not be
  /// resolved (`failedConstraintOwners`): its body is left unchecked, and unwalked by the
  /// flow checks.
  func hasFailedConstraint(_ f: AbstractFunctionDecl) -> Bool {
    guard !failedConstraintOwners.isEmpty else { return false }
    let owners: [Decl?] = [f, f.parent, (f as? AccessorDecl)?.storage?.parent]
    return owners.contains { $0.map { failedConstraintOwners.contains(ObjectIdentifier($0)) } ?? false }
  }

  /// Which generic types miniswiftc implements: structs, enums and classes (reported
  /// where the generic parameters are written). A library's public one goes into its
  /// module interface whole, with its bodies, which each importer specializes
  /// (ModuleInterfacePrinter).
  func checkGenericTypeDeclaration(_ d: NominalTypeDecl) {
    guard !d.ownGenericParameters.isEmpty else { return }
    // At the `<` after the name.
    let loc = d.nameLoc.advanced(by: d.name.utf8.count)
    switch d {
    case is StructDecl, is EnumDecl, is ClassDecl: break
    default: notSupportedDeclaration("generic type", at: loc)
    }
  }

  /// `Stack<String>` written as a type: the arguments' count checked and each
  /// resolved; `nil` after reporting an error.
  func boundGenericType(_ d: NominalTypeDecl, _ args: [TypeRepr], at loc: SourceLoc) -> SwiftType? {
    if d.ownGenericParameters.isEmpty {
      // (`Iterator<Int>` in `Stack`: generic only over Stack's parameters.)
      error(SemaDiagnostics.cannotSpecializeNonGeneric(d.declaredInterfaceType.description), at: loc)
      return nil
    }
    let expected = d.genericParameters.count
    if args.count != expected {
      args.forEach { resolveType($0) }
      let message = args.count > expected
        ? SemaDiagnostics.tooManyGenericArguments(d.name, got: args.count, expected: expected)
        : SemaDiagnostics.tooFewGenericArguments(d.name, got: args.count, expected: expected)
      error(message, at: loc, notes: [.note(SemaDiagnostics.genericStructDeclaredHere(d.name), at: d.nameLoc)])
      return nil
    }
    let types = args.map { resolveType($0) }
    if types.contains(where: \.isError) { return nil }
    for (g, t) in zip(d.genericParameters, types) {
      for p in genericConstraints[ObjectIdentifier(g)] ?? [] where !requireConformance(t, to: p) {
        guard let path = unmetRequirementPath(t, p) else {
          error(SemaDiagnostics.doesNotConform(t.description, p.name), at: loc)
          return nil
        }
        // `Box<[S]>`: swiftc names `S`, and the conditional conformances that need it.
        error(SemaDiagnostics.doesNotConform(path.type.description, path.proto.name), at: loc)
        let notes = [Diagnostic.note(SemaDiagnostics.requirementSpecifiedAs(path.type, path.proto.name), at: d.nameLoc)]
          + path.conformances.reversed().map {
            Diagnostic.note(SemaDiagnostics.conditionalConformanceRequirement($0.type, $0.proto.name), at: d.nameLoc)
          }
        error(SemaDiagnostics.requiresConformanceSentence("'\(d.name)'", path.type, path.proto.name), at: loc, notes: notes)
        return nil
      }
    }
    if !meetsEquivalentParameters(d, types, at: loc) { return nil }
    if !checkTypeDependentRequirements(of: d, types, at: loc) { return nil }
    return .boundGeneric(d, types)
  }

  /// A generic type named without arguments (`Stack`): inside its own declaration and
  /// extensions it is `Stack<Element>`; elsewhere the arguments would be inferred from
  /// the use, which miniswiftc does not do yet.
  func unboundGenericType(_ d: NominalTypeDecl, at loc: SourceLoc) -> SwiftType {
    if let t = unboundGenericTypeIsSelf(d) { return t }
    notSupported("generic type '\(d.name)' without arguments", at: loc)
    return .error
  }

  /// `Stack<Element>` where `Stack` alone means it: in the type's own members; a type
  /// nested in a generic type where its outer parameters are in scope (`Iterator` in
  /// `Stack`'s members is `Stack<Element>.Iterator`).
  private func unboundGenericTypeIsSelf(_ d: NominalTypeDecl) -> SwiftType? {
    if d.outerGenericParameterCount > 0, d.ownGenericParameters.isEmpty,
      d.genericParameters.allSatisfy({ lookupGenericParameter($0.name) === $0 })
    {
      return d.declaredInterfaceType
    }
    var ctx: FunctionContext? = context
    while let c = ctx {
      // (`Box<Int, B>` in the members of `extension Box where A == Int`.)
      if c.nominal === d { return d.declaredInterfaceType.substituting(contextSameTypeSubstitutions()) }
      ctx = c.parent
    }
    if let scope = genericScopes.last, let g = scope.first, g.parent === d {
      return d.declaredInterfaceType
    }
    return nil
  }

  /// Is `t` the class `sup` or a subclass of it (a generic parameter: by its superclass
  /// constraint)?
  func inherits(_ t: SwiftType, from sup: ClassDecl) -> Bool {
    switch t {
    case .error: return true
    case .nominal(let c as ClassDecl): return c.isSubclass(of: sup)
    case .genericParameter(let g): return g.superclass.map { $0.isSubclass(of: sup) } ?? false
    default: return false
    }
  }

  /// The type of member `member` used on a value of type `base`: its declared type
  /// with the base's generic arguments in place of its type's generic parameters.
  func memberType(_ t: SwiftType, of member: ValueDecl, on base: SwiftType?) -> SwiftType {
    guard let base else { return t }
    return canonicalMembers(t.substituting(substitutionsForMembers(on: base)))
  }
}

extension TypeChecker {
  /// The type expression a name found as type `t` makes (`Stack<String>` in
  /// `Stack<String>()`, with the written arguments); nil after reporting an error.
  /// `inferringArguments`: a generic type named without arguments is left unbound
  /// (`.nominal`), for the initializer call to infer them (`Stack(items: [1])`).
  func typeExpr(_ t: SwiftType, for r: UnresolvedDeclRefExpr, inferringArguments: Bool = false) -> TypeExpr? {
    if let d = t.nominalDecl, !d.genericParameters.isEmpty {
      if inferringArguments && r.genericArgs.isEmpty && unboundGenericTypeIsSelf(d) == nil {
        return TypeExpr(instanceType: .nominal(d), typeRepr: nil, range: r.range)
      }
      let repr = IdentTypeRepr(name: r.name, genericArgs: r.genericArgs, range: r.range)
      let bound = resolveType(repr)
      return bound.isError ? nil : TypeExpr(instanceType: bound, typeRepr: r.genericArgs.isEmpty ? nil : repr, range: r.range)
    }
    if !r.genericArgs.isEmpty {
      error(SemaDiagnostics.cannotSpecializeNonGeneric(t.description), at: r.loc)
      return nil
    }
    return TypeExpr(instanceType: t, typeRepr: nil, range: r.range)
  }
}

// `where` clauses: conformance requirements on generic parameters (`where T: Equatable`).
// On a function's or type's own parameters they constrain them everywhere, as
// `<T: Equatable>` does; on a generic struct's parameters in an extension (or a method)
// they hold inside it only, and its members exist for the arguments that meet them.
extension TypeChecker {
  /// Resolves the `where` clause of `owner` (a function, initializer, generic struct or
  /// extension; the generic parameters it names must be in scope).
  func resolveWhereClause(_ requirements: [GenericRequirement], of owner: Decl) {
    for r in requirements {
      if owner is ProtocolDecl && r.kind != .conformance {
        notSupportedDeclaration("a same-type requirement on a protocol", at: r.subject.loc)
        continue
      }
      let subject = resolveType(r.subject)
      genericConstraintDepth += 1
      let constraint = resolveType(r.constraint)
      genericConstraintDepth -= 1
      if subject.isError || constraint.isError {
        failedConstraintOwners.insert(ObjectIdentifier(owner))
        continue
      }
      // `C.Item: Equatable`, `C1.Item == C2.Item` on a function's own parameters.
      if let key = DependentMemberKey(subject), let f = owner as? AbstractFunctionDecl,
        f.genericParameters.contains(where: { $0 === key.parameter })
      {
        addDependentRequirement(key, r, constraint, of: f)
        continue
      }
      // `Base.Element: Sequence` on a generic type's own parameters (FlattenSequence):
      // it holds in the type and its extensions, and each use's arguments must meet it.
      if r.kind == .conformance, let key = DependentMemberKey(subject), let n = owner as? NominalTypeDecl,
        n.ownGenericParameters.contains(where: { $0 === key.parameter })
      {
        addTypeDependentConformance(key, r, constraint, of: n)
        continue
      }
      // `T == C.Item`: the same requirement as `C.Item == T`.
      if r.kind == .sameType, case .genericParameter = subject, let key = DependentMemberKey(constraint),
        let f = owner as? AbstractFunctionDecl, f.genericParameters.contains(where: { $0 === key.parameter })
      {
        addDependentRequirement(key, r, subject, of: f)
        continue
      }
      // `Base.Element: Equatable`, `Base.Element == Int` of an extension of a generic type.
      if addExtensionDependentRequirement(r, subject, constraint, of: owner) { continue }
      guard r.kind == .conformance else {
        if addContextSameType(subject, constraint, of: owner) { continue }
        if addExtensionSameType(subject, constraint, of: owner) { continue }
        if addEquivalentParameters(subject, constraint, of: owner) { continue }
        if addInitializerSameType(subject, constraint, of: owner) { continue }
        notSupportedDeclaration("a same-type requirement", at: r.subject.loc)
        continue
      }
      guard case .genericParameter(let g) = subject else {
        notSupportedDeclaration("a requirement on '\(subject)'", at: r.subject.loc)
        continue
      }
      guard case .existential(let p) = constraint else {
        if case .nominal(let d as ClassDecl) = constraint, g.parent === owner, g.superclass == nil {
          g.superclass = d
        } else if constraint.isClass {
          notSupportedDeclaration("a superclass constraint", at: r.constraint.loc)
        } else {
          error(SemaDiagnostics.constraintNotProtocol(g.name, constraint), at: r.constraint.loc)
        }
        continue
      }
      if owner is ProtocolDecl && !(g is AssociatedTypeDecl) {
        notSupportedDeclaration("a requirement on '\(subject)'", at: r.subject.loc)
      } else if g.parent === owner {
        genericConstraints[ObjectIdentifier(g), default: []].append(p)
        g.conformsTo.append(p)
      } else {
        contextRequirements[ObjectIdentifier(owner), default: []].append((g, p))
      }
    }
  }

  /// A conformance of `d` to `proto` whose `where` clause (`protocol ComparableContainer:
  /// Container where Item: Comparable`) its type witnesses miss: swiftc's errors at
  /// `loc` (a generic argument meets it by the `where` clause of `ext`, the extension
  /// declaring the conformance); false then.
  func checkProtocolRequirements(of d: NominalTypeDecl, to proto: ProtocolDecl, ext: ExtensionDecl?,
                                 at loc: SourceLoc) -> Bool {
    for case let (a as AssociatedTypeDecl, p) in contextRequirements[ObjectIdentifier(proto)] ?? [] {
      guard let owner = a.parent as? ProtocolDecl,
        let witness = inferTypeWitnesses(of: d, to: owner)[ObjectIdentifier(a)], !conforms(witness, to: p)
      else { continue }
      if case .genericParameter(let g) = witness, let ext,
        requirements(enclosing: ext).contains(where: { $0.0 === g && $0.1 === p })
      {
        continue
      }
      error(SemaDiagnostics.doesNotConform(d.name, proto.name), at: loc)
      error(SemaDiagnostics.doesNotConform(witness.description, p.name), at: loc)
      return false
    }
    return true
  }

  /// The protocols `g` conforms to where code is being checked: its own constraints and
  /// those of the `where` clauses of the enclosing declarations.
  func constraints(of g: GenericTypeParamDecl) -> [ProtocolDecl] {
    var result = genericConstraints[ObjectIdentifier(g)] ?? []
    if let f = g.parent as? AbstractFunctionDecl, !f.whereClause.isEmpty {
      // `T == C.Item` (or `C.Item == T`): `T` has what `C.Item` conforms to (`Equatable`
      // of `associatedtype Item: Equatable`).
      for r in f.whereClause where r.kind == .sameType {
        for (a, b) in [(r.subject.resolved, r.constraint.resolved), (r.constraint.resolved, r.subject.resolved)]
        where a?.genericParameterDecl === g {
          if let b, case .dependentMember = b { result += constraints(ofDependent: b) }
        }
      }
    }
    var ctx: FunctionContext? = context
    while let c = ctx {
      if let d = c.decl {
        result += requirements(enclosing: d).filter { $0.0 === g }.map(\.1)
        // `Value` under `where Key == Value` (Key: Equatable) is a `Key`: Equatable too.
        if !contextSameTypes.isEmpty {
          for (x, t) in sameTypes(enclosing: d) where t.genericParameterDecl === g {
            result += genericConstraints[ObjectIdentifier(x)] ?? []
          }
        }
      }
      ctx = c.parent
    }
    // (`Set<Element>` in the signature of a member of `extension Array where Element:
    // Hashable`.)
    if let m = resolvingMember {
      result += requirements(enclosing: m).filter { $0.0 === g }.map(\.1)
    }
    return result
  }

  /// The requirements on outer generic parameters that hold for `d`: its own `where`
  /// clause's and those of the declarations it is in (an extension's).
  func requirements(enclosing d: Decl) -> [(GenericTypeParamDecl, ProtocolDecl)] {
    collectEnclosing(contextRequirements, from: d)
  }

  /// The entries of `table` for `d` and the declarations around it (an accessor's
  /// storage, then each parent).
  func collectEnclosing<T>(_ table: [ObjectIdentifier: [T]], from d: Decl) -> [T] {
    var result: [T] = []
    var current: Decl? = d
    while let c = current {
      result += table[ObjectIdentifier(c)] ?? []
      current = (c as? AccessorDecl)?.storage ?? c.parent
    }
    return result
  }

  /// A member of a constrained extension used on `base`: swiftc's error when the base's
  /// generic arguments do not meet the extension's requirements (`isTop` of a
  /// `Stack<NotEquatable>`); false then.
  func checkMemberRequirements(_ member: ValueDecl, kind: String, on base: SwiftType?, at loc: SourceLoc) -> Bool {
    guard let base, let n = base.nominalDecl ?? builtinStandIn(of: base) else { return true }
    if !checkUseSameTypes(member, on: base, at: loc) { return false }
    if !checkExtensionSameTypes(member, kind: kind, on: base, at: loc) { return false }
    if !checkExtensionDependentRequirements(member, kind: kind, on: base, at: loc) { return false }
    let subs = substitutionsForMembers(on: base)
    for (g, p) in requirements(enclosing: member) {
      let t = SwiftType.genericParameter(g).substituting(subs)
      if conforms(t, to: p) { continue }
      if reportUnsupportedBuiltinConformance(t, p, at: loc) { return false }
      var owner: Decl? = member
      while let o = owner, !(o is ExtensionDecl) { owner = (o as? AccessorDecl)?.storage ?? o.parent }
      // swiftc names a method with its base type (a protocol extension's with the
      // protocol, its associated types as `Self.Item`), a property alone.
      let proto = member.protocolExtension
      let isLibrary = (owner as? ExtensionDecl).map { extensionModules[ObjectIdentifier($0)] == "Swift" } == true
      let name = (member as? AbstractFunctionDecl).map {
        $0.printedName + "' on '"
          + ((isLibrary ? StandardLibrary.arrayMethodProtocols[$0.printedName] : nil) ?? (proto ?? n).name)
      } ?? member.name
      let generic = proto != nil && g is AssociatedTypeDecl ? "Self." + g.name : g.name
      error(SemaDiagnostics.requiresConformance(member is AbstractFunctionDecl ? "referencing \(kind)" : kind, name, t, p.name),
            at: loc,
            notes: [.note(SemaDiagnostics.whereGenericIs(generic, t), at: owner?.loc ?? g.nameLoc)])
      return false
    }
    return true
  }
}
