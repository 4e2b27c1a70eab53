import AST
import Basic

// A constrained extension of a generic type whose requirements name an associated type
// of the type's parameter: `extension Grid where Base.Element: Equatable`, `where
// Base.Element == Int`, `where Base.Element: Sequence, Base.Element.Element == String`.
// They hold in the extension's members only (their signatures and bodies: `Base.Element`
// is Equatable there, or is `Int`), and each use of a member checks that the base's
// arguments meet them, with swiftc's errors. The members' bodies are typed with the
// concrete types the same-type requirements give, which are what IRGen's
// specializations (for the arguments that meet them) substitute anyway. A method's own
// `where` clause on them (`func has(_ x: Base.Element) -> Bool where Base.Element:
// Equatable`) goes the same way, for that method.
extension TypeChecker {
  /// `Base.Element: P` or `Base.Element == T` of `owner`, an extension of a generic type
  /// (its own parameter `Base`) or a method of one (`func has(_ x: Base.Element) -> Bool
  /// where Base.Element: Equatable`): recorded, true; false when `subject` is no such
  /// member.
  func addExtensionDependentRequirement(_ r: GenericRequirement, _ subject: SwiftType, _ constraint: SwiftType,
                                        of owner: Decl) -> Bool {
    let nominal: NominalTypeDecl?
    switch owner {
    // (A conditional conformance's requirements are checked by ConditionalConformances,
    // which knows only those on generic parameters: `extension W: Equatable where
    // T.Element: Equatable` stays "not supported yet".)
    case let ext as ExtensionDecl where ext.inherited.isEmpty: nominal = ext.extendedNominal
    case is AbstractFunctionDecl:
      nominal = (owner.parent as? NominalTypeDecl) ?? (owner.parent as? ExtensionDecl)?.extendedNominal
    default: nominal = nil
    }
    guard let key = DependentMemberKey(subject), let n = nominal, !(n is ProtocolDecl),
      n.genericParameters.contains(where: { $0 === key.parameter })
    else { return false }
    switch r.kind {
    case .conformance:
      guard case .existential(let p) = constraint else {
        notSupportedDeclaration("a requirement on '\(subject)'", at: r.subject.loc)
        return true
      }
      extensionDependentConformances[ObjectIdentifier(owner), default: []].append((key, p))
    case .sameType:
      // (With a concrete type only: `Base.Element == Other.Element` is not yet.)
      if case .dependentMember = constraint { return false }
      if n.genericParameters.contains(where: { constraint.mentions($0) }) { return false }
      extensionDependentSameTypes[ObjectIdentifier(owner), default: []].append((key, constraint))
    }
    return true
  }

  /// The declarations whose extensions' requirements hold where code is checked: the
  /// member whose signature is being resolved, or those of the function being checked.
  private func dependentRequirementScopes() -> [Decl] {
    var result: [Decl] = resolvingMember.map { [$0] } ?? []
    var ctx: FunctionContext? = context
    while let c = ctx {
      if let d = c.decl { result.append(d) }
      ctx = c.parent
    }
    return result
  }

  /// The protocols the extensions in force make `key` conform to.
  func extensionConformances(ofDependent key: DependentMemberKey) -> [ProtocolDecl] {
    if extensionDependentConformances.isEmpty { return [] }
    return dependentRequirementScopes().flatMap { d in
      collectEnclosing(extensionDependentConformances, from: d).filter { $0.0 == key }.map(\.1)
    }
  }

  /// The type the extensions in force make `key`, if any.
  func extensionSameType(ofDependent key: DependentMemberKey) -> SwiftType? {
    if extensionDependentSameTypes.isEmpty { return nil }
    for d in dependentRequirementScopes() {
      if let t = collectEnclosing(extensionDependentSameTypes, from: d).first(where: { $0.0 == key })?.1 { return t }
    }
    return nil
  }

  /// Are there requirements of this kind at all (the fast path of `canonicalMembers`)?
  var hasExtensionDependentSameTypes: Bool { !extensionDependentSameTypes.isEmpty }

  /// Member `m` of such an extension used on `base`: swiftc's error when the base's
  /// arguments miss one of its requirements (`G<[Plain]>` of `where Base.Element:
  /// Equatable`); false then.
  func checkExtensionDependentRequirements(_ m: ValueDecl, kind: String, on base: SwiftType, at loc: SourceLoc) -> Bool {
    if extensionDependentConformances.isEmpty && extensionDependentSameTypes.isEmpty { return true }
    let conformances = collectEnclosing(extensionDependentConformances, from: m)
    let sameTypes = collectEnclosing(extensionDependentSameTypes, from: m)
    if conformances.isEmpty && sameTypes.isEmpty { return true }
    guard let n = base.nominalDecl ?? builtinStandIn(of: base) else { return true }
    let subs = substitutionsForMembers(on: base)
    var owner: Decl? = m
    while let o = owner, !(o is ExtensionDecl) { owner = (o as? AccessorDecl)?.storage ?? o.parent }
    // (A method's own requirement: swiftc names the method alone and notes it.)
    func isOwn(_ key: DependentMemberKey) -> Bool {
      (extensionDependentConformances[ObjectIdentifier(m)] ?? []).contains { $0.0 == key }
        || (extensionDependentSameTypes[ObjectIdentifier(m)] ?? []).contains { $0.0 == key }
    }
    // (Shortest first: `Base.Element: Sequence` before `Base.Element.Element == String`.)
    let keys = (conformances.map(\.0) + sameTypes.map(\.0)).sorted { $0.path.count < $1.path.count }
    for key in keys {
      // (In generic code, as its own requirements make it: `S.Element` is `Int` under
      // `where S.Element == Int`.)
      let actual = canonicalMembers(key.type.substituting(subs))
      if actual.isError { continue }
      let own = isOwn(key)
      let note = Diagnostic.note(SemaDiagnostics.whereGenericIs("\(key.type)", actual),
                                 at: own ? m.nameLoc : owner?.loc ?? m.nameLoc)
      for (k, p) in conformances where k == key && !conforms(actual, to: p) {
        if reportUnsupportedBuiltinConformance(actual, p, at: loc) { return false }
        let what = (m as? AbstractFunctionDecl).map { own ? "\(kind) '\($0.printedName)'" : "referencing \(kind) '\($0.printedName)' on '\(n.name)'" }
          ?? "\(kind) '\(m.name)'"
        error(SemaDiagnostics.requiresConformanceSentence(what, actual, p.name), at: loc, notes: [note])
        return false
      }
      for (k, t) in sameTypes where k == key && t != actual && !t.isError {
        let what: String
        switch m {
        case let f as AbstractFunctionDecl where own: what = "\(kind) '\(f.fullName)'"
        case let f as AbstractFunctionDecl: what = "referencing \(kind) '\(f.fullName)' on '\(n.name)'"
        case let s as SubscriptDecl: what = "referencing subscript '\(s.fullName)' on '\(n.name)'"
        default: what = "\(kind) '\(m.name)'"
        }
        error(SemaDiagnostics.requiresSameTypeUse(what, actual, t), at: loc, notes: [note])
        return false
      }
    }
    return true
  }
}
