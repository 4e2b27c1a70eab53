import AST
import Basic

// A generic type's `where` clause on an associated type of its own parameter
// (`struct FlattenSequence<Base: Sequence> where Base.Element: Sequence`, as Swift's
// Flatten.swift declares it). Inside the type and its extensions `Base.Element` is then
// a Sequence (`Base.Element.Iterator` names a type, `next()` of one is a
// `Base.Element.Element?`), recorded as a function's is (`dependentConformances`);
// each use of the type has its arguments checked against it, as swiftc does
// (`FlattenSequence<[Int]>`: "type 'Int' does not conform to protocol 'Sequence'").
extension TypeChecker {
  /// `Base.Element: Sequence` of generic type `n` (`Base` one of its own parameters).
  func addTypeDependentConformance(_ key: DependentMemberKey, _ r: GenericRequirement, _ constraint: SwiftType,
                                   of n: NominalTypeDecl) {
    guard case .existential(let p) = constraint else {
      notSupportedDeclaration("a requirement on '\(r.subject.resolved ?? .error)'", at: r.subject.loc)
      return
    }
    dependentConformances[key, default: []].append(p)
    typeDependentConformances[ObjectIdentifier(n), default: []].append((key, p))
  }

  /// The first requirement on an associated type that `n`'s generic arguments `subs`
  /// miss: the associated type (`Base.Element`), what it is for them, and the protocol.
  func unmetTypeDependentConformance(of n: NominalTypeDecl, _ subs: [ObjectIdentifier: SwiftType])
    -> (member: SwiftType, actual: SwiftType, proto: ProtocolDecl)?
  {
    // (Shortest first: `C.Item: Container` before `C.Item.Item: Comparable`.)
    for (key, p) in (typeDependentConformances[ObjectIdentifier(n)] ?? []).sorted(by: { $0.0.path.count < $1.0.path.count }) {
      let member = key.type
      let actual = member.substituting(subs)
      // (In a generic function's signature the requirement is inferred, as swiftc does:
      // `func f<S: Sequence>(_ s: S) -> FlattenSequence<S>` has `S.Element: Sequence`.)
      if actual.isError || requireConformance(actual, to: p) || meetsByEnclosingRequirement(actual, p) { continue }
      return (member, actual, p)
    }
    return nil
  }

  /// `Self.Element: Sequence` in a protocol extension (or one of its members) whose
  /// `where` clause requires `Element: Sequence`: `FlattenSequence<Self>` in `extension
  /// Sequence where Element: Sequence`, in the signature being resolved or the body
  /// being checked.
  private func meetsByEnclosingRequirement(_ t: SwiftType, _ p: ProtocolDecl) -> Bool {
    let a: GenericTypeParamDecl
    switch t {
    case .dependentMember(.genericParameter(let s), let x) where s.parent is ProtocolDecl: a = x
    case .genericParameter(let x as AssociatedTypeDecl): a = x
    default: return false
    }
    var scopes: [Decl] = resolvingMember.map { [$0] } ?? []
    var ctx: FunctionContext? = context
    while let c = ctx {
      if let d = c.decl { scopes.append(d) }
      ctx = c.parent
    }
    return scopes.contains { d in
      requirements(enclosing: d).contains { $0.0 === a && ($0.1 === p || inheritedProtocols(of: $0.1).contains { $0 === p }) }
    }
  }

  /// `FlattenSequence<[Int]>` written as a type: swiftc's error at `loc`; false then.
  func checkTypeDependentRequirements(of n: NominalTypeDecl, _ types: [SwiftType], at loc: SourceLoc) -> Bool {
    guard typeDependentConformances[ObjectIdentifier(n)] != nil else { return true }
    var subs: [ObjectIdentifier: SwiftType] = [:]
    for (g, t) in zip(n.genericParameters, types) { subs[ObjectIdentifier(g)] = t }
    guard let (_, actual, p) = unmetTypeDependentConformance(of: n, subs) else { return true }
    if reportUnsupportedBuiltinConformance(actual, p, at: loc) { return false }
    error(SemaDiagnostics.doesNotConform(actual.description, p.name), at: loc)
    return false
  }

  /// An initializer call inferring `n`'s arguments (`FlattenSequence(_base: [1, 2])`):
  /// swiftc's "generic struct 'FlattenSequence' requires that 'Int' conform to
  /// 'Sequence'" at `loc`, with a note at the type's name; false then.
  func checkInferredTypeDependentRequirements(of n: NominalTypeDecl, _ subs: [ObjectIdentifier: SwiftType],
                                              kind: String, at loc: SourceLoc) -> Bool {
    guard typeDependentConformances[ObjectIdentifier(n)] != nil,
      let (member, actual, p) = unmetTypeDependentConformance(of: n, subs)
    else { return true }
    if reportUnsupportedBuiltinConformance(actual, p, at: loc) { return false }
    error(SemaDiagnostics.requiresConformance(kind, n.name, actual, p.name), at: loc,
          notes: [.note(SemaDiagnostics.whereGenericIs("\(member)", actual), at: n.nameLoc)])
    return false
  }
}

// Requirements on a member of an associated type (`where S.Element: Sequence,
// S.Element.Element == Int`, `C.Item.Item: Comparable`), of a function's own parameters:
// recorded as those on `S.Element` are (`DependentMemberKey` names a path), and checked
// at each call after the shorter ones (`checkDependentRequirements`).
extension TypeChecker {
  /// At a call of `f` with generic arguments `subs`: swiftc's error when a member of an
  /// argument's associated type misses a requirement of `f`'s `where` clause; false then.
  func checkNestedDependentRequirements(of f: AbstractFunctionDecl, _ subs: [ObjectIdentifier: SwiftType],
                                        kind: String, name: String, at loc: SourceLoc) -> Bool {
    func isNested(_ key: DependentMemberKey) -> Bool {
      key.path.count > 1 && f.genericParameters.contains { $0 === key.parameter }
    }
    let conformances = dependentConformances.filter { isNested($0.key) }
    let sameTypes = dependentCanonical.filter { isNested($0.key) }
    if conformances.isEmpty && sameTypes.isEmpty { return true }
    let keys = Set(conformances.keys).union(sameTypes.keys).sorted { $0.path.count < $1.path.count }
    for key in keys {
      let actual = key.type.substituting(subs)
      if actual.isError { continue }
      for q in conformances[key] ?? [] where !conforms(actual, to: q) {
        if reportUnsupportedBuiltinConformance(actual, q, at: loc) { return false }
        error(SemaDiagnostics.requiresConformance(kind, name, actual, q.name), at: loc,
              notes: [.note(SemaDiagnostics.whereGenericIs("\(key.type)", actual), at: f.nameLoc)])
        return false
      }
      if let target = sameTypes[key] {
        let expected = target.substituting(subs)
        if canonical(expected) != canonical(actual) && !expected.isError {
          error(SemaDiagnostics.requiresSameType(kind, name, actual, expected), at: loc,
                notes: [.note(SemaDiagnostics.whereGenericIs("\(key.type)", actual), at: f.nameLoc)])
          return false
        }
      }
    }
    return true
  }
}
