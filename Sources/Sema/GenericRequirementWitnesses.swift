import AST

/// Generic methods as protocol requirements (`func describe<T>(_ x: T) -> String`): a
/// candidate witnesses one when it is generic over as many parameters, taken one for one
/// (`describe<U>(_ x: U) -> String`), its type is the requirement's with the
/// requirement's parameters renamed to its own, and it asks no more of them than the
/// requirement does (`pair<T>` witnesses `pair<T: P>`, `pair<T: Q>` does not), as swiftc
/// matches them. A call through a generic parameter or `some P` is the witness's
/// specialization for the call's generic arguments (IRGen resolves the witness, then
/// specializes it); a call on a protocol value (`any P`) would need the witness to take
/// its generic arguments' metadata at run time, which witness tables here do not carry:
/// not supported yet (`ExistentialMemberRestrictions`).
extension TypeChecker {
  /// Type `t` of generic requirement `requirement` in the generic parameters of
  /// candidate `witness`; `t` itself when either is not generic, or when their
  /// parameters do not correspond (so that the types differ).
  func genericWitnessType(_ t: SwiftType, requirement: AbstractFunctionDecl, witness: AbstractFunctionDecl) -> SwiftType {
    let r = requirement.genericParameters, w = witness.genericParameters
    guard !r.isEmpty, r.count == w.count, zip(r, w).allSatisfy({ witnessParameter($1, fits: $0, of: r, w) }) else {
      return t
    }
    return t.substituting(renaming(r, to: w))
  }

  /// Does witness parameter `w` ask no more than requirement parameter `r` (in the
  /// generic signatures `rs` and `ws` of the two): each protocol it conforms to one `r`
  /// conforms to (or one that refines it), its superclass `r`'s, and each requirement of
  /// its `where` clause on its associated types (`T.Element: P`, `T.Element == Int`) one
  /// of `r`'s?
  private func witnessParameter(_ w: GenericTypeParamDecl, fits r: GenericTypeParamDecl,
                                of rs: [GenericTypeParamDecl], _ ws: [GenericTypeParamDecl]) -> Bool {
    let required = genericConstraints[ObjectIdentifier(r)] ?? []
    for p in genericConstraints[ObjectIdentifier(w)] ?? [] where !required.contains(where: { satisfies($0, p) }) {
      return false
    }
    if let s = w.superclass, s !== r.superclass { return false }
    let toRequirement = renaming(ws, to: rs)
    for (key, protocols) in dependentConformances where key.parameter === w {
      guard let mapped = DependentMemberKey(key.type.substituting(toRequirement)) else { return false }
      let held = dependentConformances[mapped] ?? []
      if protocols.contains(where: { p in !held.contains { satisfies($0, p) } }) { return false }
    }
    for (key, target) in dependentCanonical where key.parameter === w {
      guard let mapped = DependentMemberKey(key.type.substituting(toRequirement)),
        dependentCanonical[mapped] == target.substituting(toRequirement)
      else { return false }
    }
    return true
  }

  /// `from`'s parameters, one for one, as `to`'s.
  private func renaming(_ from: [GenericTypeParamDecl], to: [GenericTypeParamDecl]) -> [ObjectIdentifier: SwiftType] {
    var subs: [ObjectIdentifier: SwiftType] = [:]
    for (a, b) in zip(from, to) { subs[ObjectIdentifier(a)] = .genericParameter(b) }
    return subs
  }

  /// A function's type as swiftc names it in a conformance's notes: a generic one with
  /// its parameters first and its argument labels (`<T> (of: T) -> String`, its
  /// requirements left out).
  func witnessNoteType(_ f: AbstractFunctionDecl, _ t: SwiftType) -> String {
    guard !f.genericParameters.isEmpty, case .function(let ft) = t,
      ft.parameters.count == f.parameters.parameters.count
    else { return t.description }
    let parameters = zip(ft.parameters, f.parameters.parameters).map { t, p in
      (p.argumentLabel.map { $0 == "_" ? "" : $0 + ": " } ?? "") + (t.isInOut ? "inout " : "")
        + ImplicitMembers.attributes(of: p) + ImplicitMembers.spelledType(of: p, t.type)
    }
    let effects = (ft.isAsync ? " async" : "") + (ft.isThrowing ? " throws" : "")
    return "<" + f.genericParameters.map(\.name).joined(separator: ", ") + "> ("
      + parameters.joined(separator: ", ") + ")" + effects + " -> " + ft.result.description
  }
}
