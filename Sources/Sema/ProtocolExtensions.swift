import AST
import Basic

// Protocol extensions (`extension Shape { func describe() -> String { ... } }`). A
// member of a protocol extension is generic over the protocol's `Self` (its
// `selfParameter`): inside it `self` is a `Self`, and the protocol's requirements and
// associated types are used as on a generic parameter `T: Shape`. A use binds `Self` to
// the type it is used on (a conforming type, a generic parameter, an existential), and
// IRGen emits one specialization per such type, as for any generic function.
//
// A member that matches a requirement (same name and type) is a default implementation:
// it witnesses the requirement for a conforming type that has no witness of its own
// (ConformanceChecker finds it through `lookupMembers`), and calls of the requirement
// dispatch as usual. Any other member is called statically, on the type it is used on.
extension TypeChecker {
  /// A program's declaration `d` uses module Swift's protocol `p` (a constraint, a
  /// conformance, a `some P`): when the library extends `p` (`extension Collection`'s
  /// `makeIterator()`), the protocol-extension lookups are turned on, as a program's own
  /// `extension P` turns them on; a program that uses none keeps the fast lookups.
  func noteLibraryProtocolUse(_ p: ProtocolDecl, by d: Decl) {
    // (`Equatable`'s and `Comparable`'s operators count once a type conforms to them,
    // `checkConformances`; a generic `T: Comparable` compares by `Builtin.generic*`.
    // `extension Sequence where Self: IteratorProtocol` is a program's iterator's
    // `makeIterator()`.)
    guard !hasProtocolExtensions, p.isInStandardLibrary, !p.extensions.isEmpty, !d.outermostDecl.isInStandardLibrary,
      derivableConformanceCheck(p.name) == nil
    else { return }
    hasProtocolExtensions = true
  }

  /// `extension P`: accepted without an inheritance clause (`extension P: Q` is
  /// reported where it is written), for a protocol of this module or of module Swift
  /// (`extension Sequence`, `extension Comparable`, whose members reach the built-in
  /// types that conform to it, as the library's own extensions do).
  func checkProtocolExtension(_ ext: ExtensionDecl, of p: ProtocolDecl) -> Bool {
    if let r = ext.inherited.first {
      error(SemaDiagnostics.protocolExtensionWithInheritance(p.name), at: r.loc)
      return false
    }
    if p.isInStandardLibrary && !ext.isInStandardLibrary {
      for case let f as FuncDecl in ext.members where f.isOperator { libraryProtocolOperatorNames.insert(f.name) }
    }
    for case let v as VarDecl in ext.members
    where module.isLibrary && !ext.isInStandardLibrary && v.kind == .computed && (v.modifiers.access ?? .internal) >= .public {
      // An importer would specialize its accessors from bodies a module interface does
      // not carry (a method's is carried, as an `@inlinable` function's). Module Swift's
      // are parsed with every compile (`Hashable.hashValue`).
      notSupportedDeclaration("public computed property in a protocol extension", at: v.loc)
    }
    return true
  }

  /// The generic parameters a declaration inside `d` (or one of its extensions) can
  /// name: a generic type's, and in a protocol its associated types and `Self`.
  func genericScope(of d: NominalTypeDecl) -> [GenericTypeParamDecl] {
    guard let p = d as? ProtocolDecl else { return d.genericParameters }
    let s = p.selfParameter
    if genericConstraints[ObjectIdentifier(s)] == nil { genericConstraints[ObjectIdentifier(s)] = [p] }
    return visibleAssociatedTypes(of: p) + [s]
  }

  /// The members named `name` that extensions of `p` declare (by name, once per
  /// protocol).
  func protocolExtensionMembers(_ name: String, of p: ProtocolDecl) -> [ValueDecl] {
    if let table = protocolExtensionTables[ObjectIdentifier(p)] { return table[name] ?? [] }
    var table: [String: [ValueDecl]] = [:]
    for ext in p.extensions {
      for case let v as ValueDecl in ext.members where !(v is AccessorDecl) {
        table[v is ConstructorDecl ? "init" : v.name, default: []].append(v)
      }
    }
    protocolExtensionTables[ObjectIdentifier(p)] = table
    return table[name] ?? []
  }

  /// The members named `name` of `p` used on a value of type `p` or on a generic
  /// parameter constrained to it: its requirements, and its extensions' members that
  /// are not default implementations of them (a call of a requirement dispatches).
  /// (`base`: the generic parameter used, whose own requirements may meet a member's
  /// same-type requirement: `s.joined(separator: "/")` of `S` where `S.Element == String`.)
  func protocolMembers(_ name: String, of p: ProtocolDecl, base: SwiftType? = nil) -> [ValueDecl] {
    if !p.composition.isEmpty { return compositionMembers(name, of: p) }
    let requirements = memberTables[ObjectIdentifier(p)]?[name] ?? []
    guard hasProtocolExtensions else { return requirements }
    // (A member with a same-type requirement only where the checked body has it too.)
    let members = protocolExtensionMembers(name, of: p).filter {
      !isDefaultImplementation($0, of: p) && meetsSameTypes(of: $0, base.map(substitutionsForMembers(on:)) ?? [:])
    }
    requestLibraryBodies(of: members)
    return requirements + members
  }

  /// Is extension member `m` of `p` a default implementation of one of `p`'s
  /// requirements (same kind, name and type; a generic method's in its own generic
  /// parameters, GenericRequirementWitnesses.swift)?
  func isDefaultImplementation(_ m: ValueDecl, of p: ProtocolDecl) -> Bool {
    memberTables[ObjectIdentifier(p)]?[m is ConstructorDecl ? "init" : m.name]?.contains { r in
      guard r.parent === p, Swift.type(of: r) == Swift.type(of: m), isStaticMember(r) == isStaticMember(m),
        (r as? AbstractFunctionDecl)?.fullName == (m as? AbstractFunctionDecl)?.fullName
      else { return false }
      if let rf = r as? FuncDecl, let mf = m as? FuncDecl, !rf.genericParameters.isEmpty {
        return r.interfaceType.map { genericWitnessType($0, requirement: rf, witness: mf) } == m.interfaceType
      }
      return r.interfaceType == m.interfaceType
    } ?? false
  }

  /// The protocols `d` conforms to (declared by it, its extensions, its superclasses,
  /// and those they inherit); memoized per type, a class's built on its superclass's
  /// (linear in a long class chain).
  func conformedProtocols(of d: NominalTypeDecl) -> [ProtocolDecl] {
    if let known = conformedProtocolsMemo[ObjectIdentifier(d)] { return known }
    var chain: [NominalTypeDecl] = []
    var current: NominalTypeDecl? = d
    while let c = current, conformedProtocolsMemo[ObjectIdentifier(c)] == nil {
      chain.append(c)
      current = (c as? ClassDecl)?.superclass
    }
    var inherited = current.flatMap { conformedProtocolsMemo[ObjectIdentifier($0)] } ?? []
    for c in chain.reversed() {
      var seen = Set(inherited.map(ObjectIdentifier.init))
      var result = inherited
      for (p, _, _) in declaredProtocols(of: c) where seen.insert(ObjectIdentifier(p)).inserted { result.append(p) }
      // A built-in type's stand-in: also what the type conforms to without a declaration
      // (String's Comparable), so that a program's `extension Comparable` reaches it.
      if let t = c.builtinType {
        for name in StandardLibrary.builtinConformanceOrder {
          guard let p = stdlib.protocols[name], stdlib.builtinConforms(t, to: p),
            seen.insert(ObjectIdentifier(p)).inserted
          else { continue }
          result.append(p)
        }
      }
      conformedProtocolsMemo[ObjectIdentifier(c)] = result
      inherited = result
    }
    return inherited
  }

  /// What the extensions of the protocols `d` conforms to add to `own` (the members
  /// named `name` that `d` declares itself): those `d` does not declare itself, so that
  /// a type's own witness hides a default implementation.
  /// (`base`: the type used, when `d` is a built-in type's stand-in: `[Double]` meets
  /// `where Item == Double`.)
  func inheritedProtocolExtensionMembers(_ name: String, of d: NominalTypeDecl, own: [ValueDecl],
                                         base: SwiftType? = nil) -> [ValueDecl] {
    guard hasProtocolExtensions || reachesLibraryProtocolExtensions(d) else { return [] }
    ensureConformancesChecked(of: d)
    var result: [ValueDecl] = []
    let protocols = conformedProtocols(of: d)
    guard protocols.contains(where: { !$0.extensions.isEmpty }) else { return [] }
    // (Worked out once, for the first member with same-type requirements.)
    lazy var subs = selfSubstitutions(on: base ?? d.declaredInterfaceType)
    for p in protocols {
      for m in protocolExtensionMembers(name, of: p) {
        // A constrained extension's members exist where its requirements hold
        // (`extension P where Self: Q`).
        guard unmetRequirement(of: m, on: d) == nil,
          meetsSameTypes(of: m, subs, generic: base == nil ? d : nil)
        else { continue }
        let hidden = own.contains { o in
          Swift.type(of: o) == Swift.type(of: m) && o.qualifiedNameComponent == m.qualifiedNameComponent
            && (!(m is SubscriptDecl) || sameSubscriptSignature(o, m))
        }
        if !hidden {
          result.append(m)
          noteConformanceUse(of: d, p)
        }
      }
    }
    return mostRefinedFirst(result)
  }

  /// Protocol extensions' members in the order Swift prefers them: a more refined
  /// protocol's before those of the protocols it refines (Collection's
  /// `underestimatedCount`, its count, before Sequence's, 0), else in lookup order.
  private func mostRefinedFirst(_ members: [ValueDecl]) -> [ValueDecl] {
    guard members.count > 1, let first = members[0].protocolExtension,
      members.contains(where: { $0.protocolExtension !== first })
    else { return members }
    let ranked = members.enumerated().map { i, m in (m, i, m.protocolExtension.map { inheritedProtocols(of: $0).count } ?? 0) }
    return ranked.sorted { a, b in a.2 != b.2 ? a.2 > b.2 : a.1 < b.1 }.map(\.0)
  }

  /// Do subscripts `a` and `b` take the same index types and give the same element
  /// type (so that one hides the other; `subscript(i: Int)` and a generic
  /// `subscript(indices: Indices)` are overloads)?
  private func sameSubscriptSignature(_ a: ValueDecl, _ b: ValueDecl) -> Bool {
    guard let a = a as? SubscriptDecl, let b = b as? SubscriptDecl else { return false }
    return a.interfaceType == b.interfaceType
      && a.indices.parameters.map(\.interfaceType) == b.indices.parameters.map(\.interfaceType)
  }

  /// The first requirement of the (constrained) extension declaring `m` that `d` does
  /// not meet (`extension P where Self: Q` used on a type that is not `Q`), if any.
  func unmetRequirement(of m: ValueDecl, on d: NominalTypeDecl) -> (SwiftType, ProtocolDecl)? {
    let requirements = requirements(enclosing: m)
    if requirements.isEmpty { return nil }
    let subs = selfSubstitutions(on: d.declaredInterfaceType)
    for (g, q) in requirements {
      let t = SwiftType.genericParameter(g).substituting(subs)
      // A generic type's own parameter (`Element` of `Array` or of the library's
      // `ArraySlice`): each use checks it (`[9, 9, 9].startsWith(42)`, `Item: Equatable`;
      // `slice.contains(1)`, `Element: Equatable`).
      if t.genericParameterDecl?.parent === d { continue }
      // An associated type of one (`Base.Element`, the `Element` of a
      // `ReversedCollection<Base>` or a `FlattenSequence<Base>`): each use checks it too
      // (`[1, 2].reversed().contains(2)`, `Int: Equatable`).
      if case .dependentMember = t, d.genericParameters.contains(where: { t.mentions($0) }) { continue }
      if t.genericParameterDecl !== g && !conforms(t, to: q) { return (t, q) }
    }
    return nil
  }

  /// swiftc's notes on the members of constrained extensions that would witness a
  /// requirement named `name` of `d` if `d` met their requirements.
  func unmetDefaultImplementationNotes(_ name: String, of d: NominalTypeDecl) -> [Diagnostic] {
    guard hasProtocolExtensions else { return [] }
    return conformedProtocols(of: d).flatMap { p in
      protocolExtensionMembers(name, of: p).compactMap { m -> Diagnostic? in
        guard let (t, q) = unmetRequirement(of: m, on: d) else { return nil }
        return .note(SemaDiagnostics.candidateWouldMatchIfConformed(t, q.name), at: m.nameLoc)
      }
    }
  }

  /// Does `d` reach module Swift's protocol extensions even in a program that turns on
  /// none (`hasProtocolExtensions`)? A built-in type's stand-in and a library type
  /// conform to the library's protocols by the library's own declarations: `5.hashValue`
  /// is `extension Hashable`'s, `[1].filter { ... }` and `zip(a, b).map { ... }`
  /// `extension Sequence`'s.
  func reachesLibraryProtocolExtensions(_ d: NominalTypeDecl) -> Bool {
    d.builtinType != nil || d.outermostDecl.isInStandardLibrary
  }

  /// Does a value of type `t` reach them (of a library type, or a built-in type with a
  /// stand-in)?
  func reachesLibraryProtocolExtensions(_ t: SwiftType) -> Bool {
    (t.nominalDecl ?? builtinStandIn(of: t)).map(reachesLibraryProtocolExtensions) ?? false
  }

  /// Is `t` a generic parameter constrained by one of module Swift's protocols whose
  /// requirements name `Self` (`T: Strideable`)?
  private func isConstrainedByProtocolNamingSelf(_ t: SwiftType) -> Bool {
    guard case .genericParameter(let g) = t else { return false }
    return constraints(of: g).contains { p in p.namesSelf || inheritedProtocols(of: p).contains(where: \.namesSelf) }
  }

  /// The substitutions a protocol (extension) member used on a value of type `base`
  /// needs: `Self` of each protocol the base conforms to is the base (and, for a
  /// conforming type, each associated type is its type witness).
  func selfSubstitutions(on base: SwiftType) -> [ObjectIdentifier: SwiftType] {
    // A static member on the type itself (`Tile.zero`).
    if case .metatype(let instance) = base { return selfSubstitutions(on: instance) }
    if conformancesChecked, let known = selfSubstitutionsMemo[base] { return known }
    var protocols: [ProtocolDecl]
    switch base {
    case .opaque(let o, _): protocols = [o.constraint]
    case _ where !hasProtocolExtensions && !usesProtocolSelf && !reachesLibraryProtocolExtensions(base)
      && !isConstrainedByProtocolNamingSelf(base):
      return [:]
    case .genericParameter(let g): protocols = constraints(of: g)
    case .existential(let p): protocols = p.existentialParts
    case .nominal(let d), .boundGeneric(let d, _): protocols = conformedProtocols(of: d)
    default:
      // A built-in type an extension made conform (`extension Array: Container {}`).
      guard let d = builtinStandIn(of: base) else { return [:] }
      protocols = conformedProtocols(of: d)
    }
    // Kept once conformances are checked, for the library's types, the built-in ones and
    // a program's non-generic types: their conformances are all declared at file scope
    // (local types are not supported), so the answer no longer changes. (A generic
    // type's arguments may be generic parameters, whose constraints depend on where the
    // lookup is.)
    let isNonGenericNominal = if case .nominal = base { true } else { false }
    let isKept = conformancesChecked && (isNonGenericNominal || reachesLibraryProtocolExtensions(base))
    protocols += protocols.flatMap { inheritedProtocols(of: $0) }
    var subs: [ObjectIdentifier: SwiftType] = [:]
    for p in protocols {
      subs[ObjectIdentifier(p.selfParameter)] = base
      if let (conf, typeSubs) = base.conformance(to: p) {
        for (a, t) in conf.typeWitnesses { subs[a] = t.substituting(typeSubs) }
      } else if case .opaque = base {
        // `(some Container).Item`
        for a in associatedTypes(of: p) { subs[ObjectIdentifier(a)] = .dependentMember(base, a) }
      }
    }
    if isKept { selfSubstitutionsMemo[base] = subs }
    return subs
  }

  /// The type of `self` in the members of `n`, where its members are looked up: in a
  /// protocol (extension), `Self`.
  func contextSelfType(of n: NominalTypeDecl) -> SwiftType {
    if let p = n as? ProtocolDecl { return .genericParameter(p.selfParameter) }
    return type(of: n)
  }

  /// `Self` in a struct or an enum (its members, its extensions): the type itself. In a
  /// class `Self` is the dynamic type of `self`: not supported yet.
  func concreteSelfType(at loc: SourceLoc) -> SwiftType? {
    if let t = selfTypeInContext() { return t }
    guard (context.nominal ?? aliasOwners.last) is ClassDecl else { return nil }
    notSupported("'Self' in a class", at: loc)
    return .error
  }

  /// What `Self` names in an expression: the struct or enum whose member is being
  /// checked, or in a protocol extension the generic parameter `Self` (`Self(value: 1)`
  /// calls an initializer requirement on the type it is bound to).
  func selfTypeInContext() -> SwiftType? {
    var ctx: FunctionContext? = context
    while let c = ctx {
      switch c.nominal {
      case let n? where n is StructDecl || n is EnumDecl: return n.selfInterfaceType
      case let p as ProtocolDecl: return .genericParameter(p.selfParameter)
      case .some: return nil
      case nil: ctx = c.parent
      }
    }
    return aliasOwners.last.flatMap { $0 is StructDecl || $0 is EnumDecl ? $0.selfInterfaceType : nil }
  }
}
