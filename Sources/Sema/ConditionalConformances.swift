import AST

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
}
