import AST
import Basic

/// `CaseIterable`, the standard library protocol (stdlib/CaseIterable.swift) whose
/// requirement, `static var allCases`, swiftc derives for an enum without associated
/// values: the cases in the order they are declared. Sema adds the member it would
/// write, `static var allCases: [E] { return [E.a, E.b, ...] }`, before the conformance
/// is checked like any other (its witness is found, `AllCases` inferred as `[E]`), so
/// the getter is type-checked and emitted like written code. A written `allCases` is
/// checked as any witness is. Otherwise (an enum with associated values, a struct or a
/// class) the conformance fails with swiftc's notes: its `AllCases` defaults to `[Self]`
/// (an associated type's default, which the subset does not have), so the missing
/// property is named with that type.
extension TypeChecker {
  /// Derives `allCases` where swiftc does; false when the conformance failed (reported).
  func deriveAllCases(_ d: NominalTypeDecl, to proto: ProtocolDecl, ext: ExtensionDecl?) -> Bool {
    if lookupMembers("allCases", in: type(of: d)).contains(where: { isStaticMember($0) }) { return true }
    guard let e = d as? EnumDecl, !enumElements(of: e).contains(where: { $0.parameters != nil }) else {
      let loc = ext?.loc ?? d.nameLoc
      // (swiftc warns that a non-final class cannot safely conform, as it does for any
      // protocol requiring `Self` exactly, which miniswiftc does not check yet.)
      if let c = d as? ClassDecl, !c.modifiers.isFinal {
        notSupported("a 'CaseIterable' conformance of a non-final class", at: loc)
        return false
      }
      let requirement = proto.members.compactMap { $0 as? VarDecl }.first { $0.name == "allCases" }
      // (Of a class, `[Self]` is not `[Shape]`: swiftc names the requirement's type.)
      let required = d is ClassDecl ? "Self.AllCases" : SwiftType.array(type(of: d)).description
      // (swiftc puts the fix-it's note first, then the missing requirement.)
      error(SemaDiagnostics.doesNotConform(conformingTypeName(d), proto.name), at: loc, notes: [
        .note(SemaDiagnostics.addStubs(), at: loc),
        .note(SemaDiagnostics.protocolRequires("property", "allCases", typeText: required),
              at: requirement?.nameLoc ?? loc),
      ])
      return false
    }
    let cases = enumElements(of: e)
    let loc = e.nameLoc
    let range = SourceRange(loc)
    // `.coffee`, resolved against the result type `[Beverage]`.
    let elements = cases.map { c -> Expr in UnresolvedMemberExpr(name: c.name, range: range) }
    let ret = ReturnStmt(result: ArrayExpr(elements: elements, range: range), range: range)
    ret.isImplicit = true
    let getter = AccessorDecl(kind: .get, parameters: ParameterList(parameters: [], range: range),
                              body: BraceStmt(elements: [.stmt(ret)], range: range, isImplicit: true), range: range)
    getter.isImplicit = true
    getter.modifiers.isStatic = true
    let v = VarDecl(name: "allCases", nameLoc: loc, isLet: false, range: range)
    v.isImplicit = true
    v.kind = .computed
    v.modifiers.isStatic = true
    v.access = e.access == .open ? .public : e.access == .private ? .fileprivate : e.access
    v.accessors = [getter]
    getter.storage = v
    addImplicitMember(v, to: e)
    getter.parent = e
    v.interfaceType = .array(type(of: e))
    updateAccessorTypes(v)
    return true
  }
}
