import AST
import Basic

/// A generic requirement (`func describe<T>(_ x: T) -> String`) called on a protocol
/// value (`let e: any Shape = Sq(); e.describe(1)`): swiftc passes `T`'s metadata to
/// the witness at run time; here a witness is compiled per generic argument, and a
/// witness table (made where the conformance is declared, perhaps in another module)
/// cannot hold one for every argument some importer may use, so it holds none
/// (IRGen's `WitnessTableLayout`). Such a call is "not supported yet", where it is
/// written; so is a call of a protocol extension's member on a protocol value (which
/// IRGen emits with `Self` the existential) when its body reaches a generic requirement
/// on `Self`, itself or through the members and generic functions it calls.
extension TypeChecker {
  func checkExistentialGenericRequirementCalls() {
    // (Nothing to look for unless some protocol has a generic method requirement.)
    guard nominals.contains(where: { n in
      n is ProtocolDecl && n.members.contains { isGenericRequirement($0) }
    }) else { return }
    var reaches: [[ObjectIdentifier]: String?] = [:]
    for file in module.files {
      ASTWalk(entersClosures: true, entersNestedDeclarations: true).forEachExpression(in: file) { e in
        guard let (member, base) = memberUse(e), let bt = base.type, case .existential = bt.strippingMetatype else { return }
        if isGenericRequirement(member) {
          notSupported("calling generic requirement '\(member.name)' on a value of protocol type '\(bt.strippingMetatype)'",
                       at: memberLoc(e))
        } else if let f = memberFunction(member), let p = f.protocolExtension,
          let requirement = reachedGenericRequirement(f, bound: [p.selfParameter], &reaches)
        {
          notSupported("calling '\(member.name)', which calls generic requirement '\(requirement)', on a value of protocol type '\(bt.strippingMetatype)'",
                       at: memberLoc(e))
        }
      }
    }
  }

  /// A generic method requirement of a protocol (or a generic subscript requirement).
  private func isGenericRequirement(_ d: Decl) -> Bool {
    guard d.parent is ProtocolDecl else { return false }
    if let f = d as? FuncDecl { return !f.genericParameters.isEmpty }
    if let s = d as? SubscriptDecl { return !(s.getter?.genericParameters.isEmpty ?? true) }
    return false
  }

  /// The member `e` uses and the value it is used on: a method called, a property read
  /// or written, a subscript.
  private func memberUse(_ e: Expr) -> (ValueDecl, Expr)? {
    switch e {
    case let d as DotSyntaxCallExpr: return (d.fn.decl, d.base)
    case let m as MemberRefExpr: return (m.decl, m.base)
    case let s as SubscriptExpr: return s.decl.map { ($0, s.base) }
    default: return nil
    }
  }

  private func memberLoc(_ e: Expr) -> SourceLoc {
    if let d = e as? DotSyntaxCallExpr { return d.fn.loc }
    if let m = e as? MemberRefExpr, m.nameLoc.isValid { return m.nameLoc }
    return e.loc
  }

  /// The code a use of `member` runs: a method, a computed property's getter, a
  /// subscript's getter.
  private func memberFunction(_ member: ValueDecl) -> AbstractFunctionDecl? {
    if let f = member as? AbstractFunctionDecl { return f }
    if let s = member as? SubscriptDecl { return s.getter }
    if let v = member as? VarDecl { return v.getter }
    return nil
  }

  /// The name of a generic requirement `f`'s body calls on a value whose type is one of
  /// `bound` (generic parameters that may be a protocol value's type), directly or
  /// through the protocol extension members and generic functions it calls with them;
  /// nil when none. (Memoized per function and parameters.)
  private func reachedGenericRequirement(_ f: AbstractFunctionDecl, bound: [GenericTypeParamDecl],
                                         _ memo: inout [[ObjectIdentifier]: String?]) -> String? {
    let key = [ObjectIdentifier(f)] + bound.map(ObjectIdentifier.init)
    if let known = memo[key] { return known }
    memo[key] = .some(nil)  // (a recursive call finds nothing more on the way)
    guard let body = f.body else { return nil }
    var found: String?
    func isBound(_ t: SwiftType?) -> Bool {
      guard case .genericParameter(let g)? = t?.strippingMetatype else { return false }
      return bound.contains { $0 === g }
    }
    ASTWalk(entersClosures: true).forEachExpression(in: body) { e in
      guard found == nil else { return }
      if let (member, base) = memberUse(e), isBound(base.type) {
        if isGenericRequirement(member) {
          found = member.name
        } else if let g = memberFunction(member), let p = g.protocolExtension {
          found = reachedGenericRequirement(g, bound: [p.selfParameter], &memo)
        }
        return
      }
      // `g(self)`: a generic function with one of its parameters bound to one of `bound`.
      if let call = e as? CallExpr, let ref = call.fn as? DeclRefExpr, let g = ref.decl as? AbstractFunctionDecl,
        !g.genericParameters.isEmpty, call.substitutions.count == g.genericParameters.count
      {
        let passed = zip(g.genericParameters, call.substitutions).filter { isBound($1) }.map(\.0)
        if !passed.isEmpty { found = reachedGenericRequirement(g, bound: passed, &memo) }
      }
    }
    memo[key] = .some(found)
    return found
  }
}

extension SwiftType {
  /// The instance type of a metatype, or the type itself.
  fileprivate var strippingMetatype: SwiftType {
    if case .metatype(let i) = self { return i }
    return self
  }
}
