import AST
import Basic

/// Conditional conformances: `extension Stack: Equatable where Element: Equatable` makes
/// `Stack<Int>` Equatable and `Stack<NotEquatable>` not, and Swift's library declares
/// `Array` and `Optional` Equatable where their element (wrapped) type is. `conforms(_:to:)`
/// asks `unmetConditionalRequirement` of a type whose conformance is declared; a generic
/// call whose argument fails one gets swiftc's error, naming the innermost type that
/// does not conform (`'S'` for `[[S]]`) and, in a note, the conformance that requires it.
extension TypeChecker {
  /// A requirement of `t`'s conformance to `p` that `t`'s generic arguments do not meet:
  /// the type that does not conform, to which protocol, and the conditional conformance
  /// that requires it (its type, and the extension declaring it; none for Array's and
  /// Optional's, which are built in). Nil when `t` conforms unconditionally or meets
  /// every requirement, or does not declare the conformance at all.
  func unmetConditionalRequirement(_ t: SwiftType, _ p: ProtocolDecl)
    -> (type: SwiftType, proto: ProtocolDecl, conforming: SwiftType, ext: ExtensionDecl?)?
  {
    func unmet(_ a: SwiftType, _ q: ProtocolDecl, ext: ExtensionDecl?) -> (SwiftType, ProtocolDecl, SwiftType, ExtensionDecl?)? {
      if conforms(a, to: q) { return nil }
      return unmetConditionalRequirement(a, q) ?? (a, q, t, ext)
    }
    switch t {
    case .array(let e) where p === stdlib.protocols["Equatable"]: return unmet(e, p, ext: nil)
    case .optional(let w) where p === stdlib.protocols["Equatable"]: return unmet(w, p, ext: nil)
    default: break
    }
    guard let n = t.nominalDecl, !n.genericParameters.isEmpty,
      let declared = declaredProtocols(of: n).first(where: { satisfies($0.proto, p) }), let ext = declared.ext
    else { return nil }
    let subs = n.substitutions(in: t)
    for (g, q) in contextRequirements[ObjectIdentifier(ext)] ?? [] {
      if let r = unmet(SwiftType.genericParameter(g).substituting(subs), q, ext: ext) { return r }
    }
    return nil
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
