import AST
import Basic

// Same-type requirements on an associated type in a protocol extension (`extension
// Container where Item == Double`) or on one of its members (`func average() -> Double
// where Item == Int`). In the member the associated type is the concrete type (`self[i]`
// is a `Double`), and the member exists only on the conforming types whose type witness
// is that type (the lookup of the others does not see it, as in swiftc).
extension TypeChecker {
  /// `Item == Double` of `owner`'s `where` clause (a protocol extension or one of its
  /// members): recorded, true; false when it is not such a requirement.
  func addContextSameType(_ subject: SwiftType, _ constraint: SwiftType, of owner: Decl) -> Bool {
    guard case .genericParameter(let g) = subject, g is AssociatedTypeDecl, !(owner is ProtocolDecl) else { return false }
    switch constraint {
    case .genericParameter(let other) where other is AssociatedTypeDecl && other !== g: break
    case .genericParameter, .dependentMember: return false
    default: break
    }
    contextSameTypes[ObjectIdentifier(owner), default: []].append((g, constraint))
    return true
  }

  /// The same-type requirements in force in `d` (its own and its enclosing extension's).
  func sameTypes(enclosing d: Decl) -> [(GenericTypeParamDecl, SwiftType)] {
    collectEnclosing(contextSameTypes, from: d)
  }

  /// Does `d` (with the substitutions `subs` of a use) meet the same-type requirements of
  /// extension member `m`? (`Item == Element` between two associated types: when their
  /// witnesses are the same type.) A witness that is a generic parameter of `generic`
  /// (`Element` of `Stack<Element>`) meets it here: its uses decide, by the base's
  /// arguments (`checkUseSameTypes`).
  func meetsSameTypes(of m: ValueDecl, _ subs: @autoclosure () -> [ObjectIdentifier: SwiftType],
                      generic: NominalTypeDecl? = nil) -> Bool {
    let requirements = sameTypes(enclosing: m)
    if requirements.isEmpty { return true }
    let subs = subs()
    return requirements.allSatisfy { g, t in
      let actual = SwiftType.genericParameter(g).substituting(subs)
      if let generic, let x = actual.genericParameterDecl, generic.genericParameters.contains(where: { $0 === x }) {
        return true
      }
      // (An associated type of one: `Base.Element.Element`, the `Element` of a
      // `FlattenSequence<Base>`.)
      if let generic, case .dependentMember = actual, generic.genericParameters.contains(where: { actual.mentions($0) }) {
        return true
      }
      return actual == t.substituting(subs)
        || (actual.genericParameterDecl === g && contextSameTypeSubstitutions()[ObjectIdentifier(g)] == t)
    }
  }

  /// Member `m` of a protocol extension used on `base` (a specialization of a generic
  /// type: `Stack<String>().total()` under `where Item == Int`): swiftc's error when
  /// the base's arguments miss a same-type requirement; false then.
  func checkUseSameTypes(_ m: ValueDecl, on base: SwiftType, at loc: SourceLoc) -> Bool {
    guard !contextSameTypes.isEmpty, case .boundGeneric = base, let p = m.enclosingNominal as? ProtocolDecl else {
      return true
    }
    let subs = substitutionsForMembers(on: base)
    for (g, t) in sameTypes(enclosing: m) {
      let actual = SwiftType.genericParameter(g).substituting(subs)
      let expected = t.substituting(subs)
      if actual == expected || actual.isError || expected.isError { continue }
      reportUnmetSameType(m, of: p, g, actual, expected, at: loc)
      return false
    }
    return true
  }

  /// The associated types the function being checked makes concrete (`Item` -> `Double`
  /// in the body of `average()` above).
  /// (And the type's parameters an initializer's same-type requirements make a type of
  /// its own parameters: `Value` -> `[S.Element]`, InitializerSameTypes.swift.)
  func contextSameTypeSubstitutions() -> [ObjectIdentifier: SwiftType] {
    guard !contextSameTypes.isEmpty || !initializerSameTypes.isEmpty else { return [:] }
    var c: FunctionContext? = context
    while let f = c, f.decl == nil { c = f.parent }
    guard let d = c?.decl else { return [:] }
    var subs: [ObjectIdentifier: SwiftType] = [:]
    for (g, t) in sameTypes(enclosing: d) { subs[ObjectIdentifier(g)] = t }
    if !initializerSameTypes.isEmpty {
      for (g, t) in collectEnclosing(initializerSameTypes, from: d) { subs[ObjectIdentifier(g)] = t }
    }
    return subs
  }
}

extension TypeChecker {
  /// Member `v` of a protocol extension, its signature resolved: the associated types
  /// its same-type requirements make concrete are that type in it (`var first: Item`
  /// under `where Item == Double` is a `Double`), for its accessors and parameters too.
  func applyContextSameTypes(_ v: ValueDecl) {
    if contextSameTypes.isEmpty { return }
    let requirements = sameTypes(enclosing: v)
    if requirements.isEmpty { return }
    var subs: [ObjectIdentifier: SwiftType] = [:]
    for (g, t) in requirements { subs[ObjectIdentifier(g)] = t }
    var decls: [ValueDecl] = [v]
    if let s = v as? VarDecl { decls += s.accessors }
    for d in decls {
      d.interfaceType = d.interfaceType?.substituting(subs)
      if let f = d as? AbstractFunctionDecl {
        for p in f.parameters.parameters { p.interfaceType = p.interfaceType?.substituting(subs) }
      }
    }
    if let s = v as? SubscriptDecl {
      for p in s.indices.parameters { p.interfaceType = p.interfaceType?.substituting(subs) }
    }
  }
}

extension TypeChecker {
  /// `x.first()` where extension member `first` exists only under a same-type
  /// requirement that `x`'s type misses: swiftc's error, true; false when there is no
  /// such member.
  func reportUnmetSameType(_ base: SwiftType, _ name: String, at loc: SourceLoc) -> Bool {
    guard !contextSameTypes.isEmpty else { return false }
    let protocols: [ProtocolDecl]
    if let d = base.nominalDecl ?? builtinStandIn(of: base) {
      protocols = conformedProtocols(of: d)
    } else if case .genericParameter(let g) = base {
      protocols = constraints(of: g).flatMap { [$0] + inheritedProtocols(of: $0) }
    } else {
      return false
    }
    let subs = substitutionsForMembers(on: base)
    for p in protocols {
      for m in protocolExtensionMembers(name, of: p) {
        for (g, t) in sameTypes(enclosing: m) {
          let actual = SwiftType.genericParameter(g).substituting(subs)
          let expected = t.substituting(subs)
          if actual == expected { continue }
          reportUnmetSameType(m, of: p, g, actual, expected, at: loc)
          return true
        }
      }
    }
    return false
  }

  /// swiftc's error for member `m` of an extension of `p` used where its requirement
  /// `g == ...` sees `actual` and `expected`.
  private func reportUnmetSameType(_ m: ValueDecl, of p: ProtocolDecl, _ g: GenericTypeParamDecl, _ actual: SwiftType,
                                   _ expected: SwiftType, at loc: SourceLoc) {
    let own = contextSameTypes[ObjectIdentifier(m)]?.contains { $0.0 === g } ?? false
    let kind = m is FuncDecl ? "instance method" : m is SubscriptDecl ? "subscript" : "property"
    let memberName = (m as? AbstractFunctionDecl)?.fullName ?? m.name
    let described = own || !(m is FuncDecl) ? (kind, memberName) : ("referencing " + kind, memberName + "' on '" + p.name)
    // (Noted at the extension, or at the member whose requirement it is.)
    let note = SemaDiagnostics.whereGenericIs("Self.\(g.name)", actual)
    error(SemaDiagnostics.requiresSameType(described.0, described.1, actual, expected), at: loc,
          notes: [.note(note, at: own ? m.nameLoc : m.parent?.loc ?? m.nameLoc)])
  }
}

// Same-type requirements between two generic parameters of a function (`func f<T, U>(_ a:
// T, _ b: U) where T == U`, or a method's own with its type's: `func m<C>(_ c: C) where
// C == Element`) or of a generic type (`struct Pair<A, B> where A == B`). swiftc accepts
// them with a warning (they are an error in Swift 6), and the declaration has one type
// where it declares two: here the later parameter stands for the earlier one wherever
// it is written (its constraints are the earlier one's too, `Pair<A, B>` is `Pair<A,
// A>`), a call, which infers the earlier one, gives the later the same type, and a type
// written with two different arguments for them is swiftc's error.
extension TypeChecker {
  /// `T == U` of the `where` clause of `owner` (a function or a generic type), one of
  /// them `owner`'s own generic parameter: recorded, swiftc's warning; false when it is
  /// not such a requirement.
  func addEquivalentParameters(_ subject: SwiftType, _ constraint: SwiftType, of owner: Decl) -> Bool {
    guard let own = (owner as? AbstractFunctionDecl)?.genericParameters ?? (owner as? NominalTypeDecl)?.genericParameters,
          let decl = owner as? ValueDecl, case .genericParameter(let a) = subject, case .genericParameter(let b) = constraint,
          !(a is AssociatedTypeDecl), !(b is AssociatedTypeDecl) else {
      return false
    }
    // (A function's own parameter comes after its type's; of two own, the later one.)
    func position(_ g: GenericTypeParamDecl) -> Int { own.firstIndex { $0 === g } ?? -1 }
    guard max(position(a), position(b)) >= 0 else { return false }
    let (earlier, later) = position(a) <= position(b) ? (a, b) : (b, a)
    if earlier === later { return true }
    report(Diagnostic(.warning, SemaDiagnostics.equivalentGenericParameters(later.name, earlier.name), at: decl.nameLoc))
    later.sameTypeAs = earlier
    genericConstraints[ObjectIdentifier(earlier), default: []] += genericConstraints[ObjectIdentifier(later)] ?? []
    earlier.conformsTo += later.conformsTo
    if earlier.superclass == nil { earlier.superclass = later.superclass }
    return true
  }

  /// `Pair<Int, String>` for `Pair<A, B> where A == B`: swiftc's error at `loc`; false.
  func meetsEquivalentParameters(_ d: NominalTypeDecl, _ args: [SwiftType], at loc: SourceLoc) -> Bool {
    for (g, t) in zip(d.genericParameters, args) where g.sameTypeAs != nil {
      guard let i = d.genericParameters.firstIndex(where: { $0 === g.representative }), args[i] != t else { continue }
      let parameters = d.genericParameters.map(\.name)
      let note = SemaDiagnostics.requirementSpecifiedAs(g.representative.name, g.name,
                                                        zip(parameters, args).map { "\($0) = \($1)" })
      error(SemaDiagnostics.requiresEquivalentTypes(d.name, args[i], t), at: loc, notes: [.note(note, at: d.nameLoc)])
      return false
    }
    return true
  }
}

// Same-type requirements on a generic type's parameters in an extension of it: between
// two of them (`extension Box where A == B`) or with a concrete type (`extension Box
// where A == Int`). In the extension's members the parameter is the other type (`self`
// is a `Box<A, A>` or a `Box<Int, B>`, its `b` an `A`, its `a` an `Int`), and they exist
// for the specializations whose arguments meet the requirement (`Box<Int, Int>().same()`);
// a use on another is swiftc's error. Recorded with the protocol extensions' same-type
// requirements (`contextSameTypes`, the later of two parameters standing for the
// earlier), so the members' signatures are rewritten the same way.
extension TypeChecker {
  /// `A == B` or `A == Int` of `owner`'s `where` clause (an extension of a generic
  /// struct, class or enum, on its generic parameters): recorded, true; false when it is
  /// not such a requirement.
  func addExtensionSameType(_ subject: SwiftType, _ constraint: SwiftType, of owner: Decl) -> Bool {
    guard let ext = owner as? ExtensionDecl, let d = ext.extendedNominal, !(d is ProtocolDecl) else { return false }
    func position(_ t: SwiftType) -> Int? {
      guard let g = t.genericParameterDecl else { return nil }
      return d.genericParameters.firstIndex { $0 === g }
    }
    let requirement: (GenericTypeParamDecl, SwiftType)
    switch (position(subject), position(constraint)) {
    case (let a?, let b?):
      if a == b { return true }
      requirement = (d.genericParameters[max(a, b)], .genericParameter(d.genericParameters[min(a, b)]))
    case (let a?, nil) where !d.genericParameters.contains(where: constraint.mentions):
      requirement = (d.genericParameters[a], constraint)
    case (nil, let b?) where !d.genericParameters.contains(where: subject.mentions):
      requirement = (d.genericParameters[b], subject)
    default:
      return false
    }
    contextSameTypes[ObjectIdentifier(ext), default: []].append(requirement)
    return true
  }

  /// The type of `self` in the members of extension `ext` of `d` (`Box<A, A>` under
  /// `where A == B`; `selfType` when it has no such requirement).
  func extensionSelfType(_ selfType: SwiftType, _ ext: ExtensionDecl) -> SwiftType {
    guard !contextSameTypes.isEmpty, let requirements = contextSameTypes[ObjectIdentifier(ext)] else { return selfType }
    var subs: [ObjectIdentifier: SwiftType] = [:]
    for (g, t) in requirements where !(g is AssociatedTypeDecl) { subs[ObjectIdentifier(g)] = t }
    return selfType.substituting(subs)
  }

  /// Member `m` of a generic type's extension used on `base` (`Box<Int, String>().same()`
  /// under `where A == B`): swiftc's error when the base's arguments miss one of its
  /// same-type requirements; false then.
  func checkExtensionSameTypes(_ m: ValueDecl, kind: String, on base: SwiftType, at loc: SourceLoc) -> Bool {
    guard !contextSameTypes.isEmpty else { return true }
    // (A built-in generic type by its stand-in: `[String]().sum()` under `extension
    // Array where Element == Int`.)
    let d: NominalTypeDecl, args: [SwiftType]
    switch base {
    case .boundGeneric(let n, let a): (d, args) = (n, a)
    case .array, .dictionary, .set, .optional:
      guard let n = builtinStandIn(of: base) else { return true }
      d = n
      args = n.genericParameters.map { SwiftType.genericParameter($0).substituting(n.substitutions(in: base)) }
    default: return true
    }
    let requirements = sameTypes(enclosing: m).filter { g, _ in d.genericParameters.contains { $0 === g } }
    if requirements.isEmpty { return true }
    let subs = substitutionsForMembers(on: base)
    for (g, t) in requirements {
      let actual = SwiftType.genericParameter(g).substituting(subs)
      let expected = t.substituting(subs)
      if actual == expected || actual.isError || expected.isError { continue }
      // swiftc names the earlier parameter's argument first, and notes the arguments of
      // the parameters the requirements name.
      let (first, second) = t.genericParameterDecl == nil ? (actual, expected) : (expected, actual)
      let named = zip(d.genericParameters, args).filter { p, _ in
        requirements.contains { $0.0 === p || $0.1.genericParameterDecl === p }
      }
      let note = named.map { "'\($0.0.name)' = '\($0.1)'" }.joined(separator: ", ")
      let described: String
      switch m {
      case let f as AbstractFunctionDecl: described = "referencing \(kind) '\(f.fullName)' on '\(d.name)'"
      case let s as SubscriptDecl: described = "referencing subscript '\(s.fullName)' on '\(d.name)'"
      default: described = "\(kind) '\(m.name)'"
      }
      error(SemaDiagnostics.requiresSameTypeUse(described, first, second), at: loc,
            notes: [.note(SemaDiagnostics.whereGenericArguments(note), at: m.parent?.loc ?? m.nameLoc)])
      return false
    }
    return true
  }
}
