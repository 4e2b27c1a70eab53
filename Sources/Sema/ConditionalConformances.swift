import AST
import Basic

/// Conditional conformances: `extension Stack: Equatable where Element: Equatable` makes
/// `Stack<Int>` Equatable and `Stack<NotEquatable>` not, and Swift's library declares
/// `Array`, `Optional` and `Dictionary` Equatable and Hashable where their element
/// (wrapped, value) type is, and `Set` both always. `declaredConformance` finds a type's conformance with its
/// requirements, which `conforms(_:to:)` (Conformance.swift) checks; a generic call whose
/// argument fails one gets swiftc's error, naming the innermost type that does not
/// conform (`'S'` for `[[S]]`) and, in a note, the conformance that requires it.
extension TypeChecker {
  /// A conformance of `t` to `p` that a declaration makes: the requirements it puts on
  /// `t`'s generic arguments (none when unconditional), and the extension declaring it
  /// (none for one built in or written in the type's inheritance clause). Nil when `t`
  /// declares no conformance to `p` (or to a protocol refining it).
  func declaredConformance(of t: SwiftType, to p: ProtocolDecl)
    -> (requirements: [(type: SwiftType, proto: ProtocolDecl)], ext: ExtensionDecl?)?
  {
    if let requirements = libraryConditionalRequirements(of: t, to: p) { return (requirements, nil) }
    if let e = t.nominalDecl as? EnumDecl, isEquatableOrHashable(p),
      !enumElements(of: e).contains(where: { $0.parameters != nil })
    {
      return ([], nil)  // enums without associated values are Equatable and Hashable
    }
    guard let n = t.nominalDecl ?? builtinStandIn(of: t), declaresConformance(n, to: p) else { return nil }
    guard !n.genericParameters.isEmpty,
      let ext = declaredProtocols(of: n).first(where: { satisfies($0.proto, p) })?.ext
    else { return ([], nil) }
    let subs = n.substitutions(in: t)
    let requirements = (contextRequirements[ObjectIdentifier(ext)] ?? []).map { g, q in
      (type: SwiftType.genericParameter(g).substituting(subs), proto: q)
    }
    return (requirements, ext)
  }

  /// `extension Box: Hashable where T: Hashable {}` alone: a conditional conformance
  /// does not bring the protocols its protocol refines (Equatable) with it, as an
  /// unconditional one does; each must be stated, by the type or an extension, or it is
  /// swiftc's error, with its notes offering the bounds to state it with (the same as
  /// the extension's, and, when each of those is a conformance to the extension's
  /// protocol, the same with the refined one: `where T: Equatable`).
  func checkConditionalConformanceImplications(of d: NominalTypeDecl, to p: ProtocolDecl, in ext: ExtensionDecl) {
    guard !ext.whereClause.isEmpty, d.builtinType == nil, !p.inherited.isEmpty else { return }
    let others = declaredProtocols(of: d).filter { $0.ext !== ext }
    let superclass = (d as? ClassDecl)?.superclass
    for q in inheritedProtocols(of: p) {
      let stated = others.contains { $0.proto === q || ($0.ext?.whereClause.isEmpty ?? true) && satisfies($0.proto, q) }
      if stated || superclass.map({ declaresConformance($0, to: q) }) == true { continue }
      func written(_ r: GenericRequirement, as constraint: String? = nil) -> String {
        let constraintText: String
        if let constraint { constraintText = constraint }
        else if case .existential(let c)? = r.constraint.resolved { constraintText = c.name }
        else { constraintText = r.constraint.resolved.map { "\($0)" } ?? "" }
        return "\(r.subject.resolved ?? .error)" + (r.kind == .conformance ? ": " : " == ") + constraintText
      }
      var notes: [Diagnostic] = []
      if ext.whereClause.allSatisfy({ $0.kind == .conformance && $0.constraint.resolved == .existential(p) }) {
        let relaxed = ext.whereClause.map { written($0, as: q.name) }.joined(separator: ", ")
        notes.append(.note(SemaDiagnostics.stateConformanceWithBounds("relaxed", relaxed), at: ext.loc))
      }
      let same = ext.whereClause.map { written($0) }.joined(separator: ", ")
      notes.append(.note(SemaDiagnostics.stateConformanceWithBounds("the same", same), at: ext.loc))
      notes.append(.note(SemaDiagnostics.stateConformanceWithDifferentBounds(), at: ext.loc))
      error(SemaDiagnostics.conditionalConformanceDoesNotImply(type(of: d), p.name, q.name), at: ext.loc, notes: notes)
    }
  }

  /// Swift's library's conformances of the built-in generic types to Equatable and
  /// Hashable: `extension Array: Equatable where Element: Equatable` (Hashable likewise,
  /// and Optional's where `Wrapped` is, Dictionary's where `Value` is); Set's hold
  /// unconditionally. Nil for any other type or protocol.
  func libraryConditionalRequirements(of t: SwiftType, to p: ProtocolDecl) -> [(type: SwiftType, proto: ProtocolDecl)]? {
    guard isEquatableOrHashable(p) else { return nil }
    switch t {
    case .array(let a), .optional(let a), .dictionary(_, let a): return [(a, p)]
    case .set: return []
    default: return nil
    }
  }

  /// Is `p` the library's Equatable or Hashable (which the built-in generic types have
  /// conditionally, and an enum without associated values without declaring them)?
  private func isEquatableOrHashable(_ p: ProtocolDecl) -> Bool {
    p === stdlib.protocols["Equatable"] || p === stdlib.protocols["Hashable"]
  }

  /// The conditional conformances through which `t` fails to conform to `p`, outermost
  /// first, each with the extension declaring it (none for the library's built-in ones),
  /// and the requirement that fails beneath them: `[[S]]` and `[S]`, then `S:
  /// Equatable`. Nil when `t` conforms, or declares no conformance to `p` at all.
  func unmetRequirementPath(_ t: SwiftType, _ p: ProtocolDecl)
    -> (conformances: [(type: SwiftType, proto: ProtocolDecl, ext: ExtensionDecl?)], type: SwiftType, proto: ProtocolDecl)?
  {
    var conformances: [(type: SwiftType, proto: ProtocolDecl, ext: ExtensionDecl?)] = []
    var (a, q) = (t, p)
    while let c = declaredConformance(of: a, to: q), let r = c.requirements.first(where: { !conforms($0.type, to: $0.proto) }) {
      conformances.append((a, q, c.ext))
      (a, q) = r
    }
    return conformances.isEmpty ? nil : (conformances, a, q)
  }

  /// The requirement of `t`'s conformance to `p` that fails (`unmetRequirementPath`): the
  /// type that does not conform, to which protocol, and the innermost conditional
  /// conformance that requires it (its type and extension).
  func unmetConditionalRequirement(_ t: SwiftType, _ p: ProtocolDecl)
    -> (type: SwiftType, proto: ProtocolDecl, conforming: SwiftType, ext: ExtensionDecl?)?
  {
    guard let path = unmetRequirementPath(t, p), let innermost = path.conformances.last else { return nil }
    return (path.type, path.proto, innermost.type, innermost.ext)
  }

  /// Operator `f`, chosen for operands of `operandTypes`, on a type meeting its
  /// extension's requirements only conditionally: `q == q` or `q != q` with
  /// `q: Q<S>` and `extension Q: Equatable where Element: Equatable`. Reports swiftc's
  /// error ("operator function '!=' requires that 'S' conform to 'Equatable'", with the
  /// conformance in a note) and returns false; returns nil when `f` is a member of a
  /// constrained extension that declares no conformance, which is then no candidate
  /// (swiftc's "cannot be applied"); true when the requirements hold.
  func checkOperatorRequirements(_ f: FuncDecl, name: String, operandTypes: [SwiftType?], at loc: SourceLoc) -> Bool? {
    func report(_ u: (type: SwiftType, proto: ProtocolDecl, conforming: SwiftType, ext: ExtensionDecl?)) -> Bool {
      error(SemaDiagnostics.requiresConformance("operator function", name, u.type, u.proto.name), at: loc,
            notes: u.ext.map { [.note(SemaDiagnostics.conditionalConformanceRequirement(u.conforming, u.proto.name), at: $0.loc)] } ?? [])
      return false
    }
    if let (p, i) = f.protocolOperatorSelf {
      // `!=` of `extension Equatable` on a type that is Equatable conditionally.
      guard i < operandTypes.count, let t = operandTypes[i], let u = unmetConditionalRequirement(t, p) else { return true }
      return report(u)
    }
    guard let base = operatorUse(f, operandTypes: operandTypes).base, let n = base.nominalDecl else { return true }
    var owner: Decl? = f.parent
    while let o = owner, !(o is ExtensionDecl) { owner = o.parent }
    guard let ext = owner as? ExtensionDecl else { return true }
    let subs = n.substitutions(in: base)
    for (g, q) in contextRequirements[ObjectIdentifier(ext)] ?? [] {
      let a = SwiftType.genericParameter(g).substituting(subs)
      if conforms(a, to: q) { continue }
      guard let declared = declaredProtocols(of: n).first(where: { $0.ext === ext }) else { return nil }
      return report(unmetConditionalRequirement(base, declared.proto) ?? (a, q, base, ext))
    }
    return true
  }
}
