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
    for (key, p) in typeDependentConformances[ObjectIdentifier(n)] ?? [] {
      let member = SwiftType.dependentMember(.genericParameter(key.parameter), key.associatedType)
      let actual = member.substituting(subs)
      if actual.isError || conforms(actual, to: p) { continue }
      // (Still generic: the use is inside generic code whose own requirements hold.)
      if actual.genericParameterDecl != nil { continue }
      if case .dependentMember = actual { continue }
      return (member, actual, p)
    }
    return nil
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
