import AST
import Basic

// Opaque result types (`func makeTrapezoid() -> some Shape`). The declaration returns
// one concrete type that conforms to the constraint; Sema fixes it from the return
// statements (`OpaqueResultType.underlying`, in terms of the declaration's generic
// parameters) and reports two different ones as swiftc does. Its users see a
// `.opaque` type: only the constraint's members, as on a generic parameter; each use
// records the generic arguments of its call (`flip(triangle)`: `T` is `Triangle`), and
// IRGen works with the underlying type they make (`revealingOpaqueTypes`).
extension TypeChecker {
  /// `some P` as the result type of `owner` (a function, or a computed property's
  /// getter): a new opaque type over `owner`'s generic signature.
  func resolveOpaqueResult(_ r: OpaqueTypeRepr, of owner: ValueDecl) -> SwiftType {
    genericConstraintDepth += 1
    let c = resolveType(r.base)
    genericConstraintDepth -= 1
    guard case .existential(let p) = c else {
      if !c.isError { notSupported("opaque type '\(r.base.resolved ?? .error)' (a protocol composition or a class)", at: r.base.loc) }
      r.resolved = .error
      return .error
    }
    if module.isLibrary && (owner.modifiers.access ?? .internal) >= .public {
      // An importer would need the underlying type, which a module interface does not carry.
      notSupportedDeclaration("public opaque result type in a library", at: r.loc)
    }
    noteLibraryProtocolUse(p, by: owner)
    let o = OpaqueResultType(constraint: p, signature: opaqueSignature(of: owner))
    o.decl = owner
    opaqueResults[ObjectIdentifier(o)] = (owner, r.loc)
    let t = SwiftType.opaque(o, o.signature.map { .genericParameter($0) })
    r.resolved = t
    return t
  }

  /// The generic parameters an opaque result of `d` may depend on, outermost first (as
  /// IRGen specializes `d`): a generic type's (in a protocol extension `Self` and the
  /// associated types), then `d`'s own.
  private func opaqueSignature(of d: ValueDecl) -> [GenericTypeParamDecl] {
    var outer: [GenericTypeParamDecl] = []
    if let p = d.protocolExtension {
      outer = [p.selfParameter] + associatedTypes(of: p)
    } else if let n = owningNominal(of: d) {
      outer = n.genericParameters
    }
    return outer + ((d as? AbstractFunctionDecl)?.genericParameters ?? [])
  }

  /// `return value` (or a single-expression body) where the result type is opaque:
  /// the value is checked on its own, must conform to the constraint, and its type is
  /// recorded as an underlying type.
  func checkOpaqueReturn(_ e: Expr, _ o: OpaqueResultType) -> Expr {
    let checked = checkExpr(e)
    guard let t = checked.type, !t.containsError else { return checked }
    guard let (owner, someLoc) = opaqueResults[ObjectIdentifier(o)] else { return checked }
    guard conforms(t, to: o.constraint) else {
      error(SemaDiagnostics.opaqueReturnRequiresConformance(opaqueOwnerDescription(owner), t, o.constraint.name),
            at: diagLoc(checked), notes: [.note(SemaDiagnostics.opaqueReturnDeclaredHere(), at: someLoc)])
      return checked
    }
    opaqueReturns[ObjectIdentifier(o), default: []].append((t, diagLoc(checked)))
    if o.underlying == nil { o.underlying = t }
    // (IRGen calls the underlying type's witnesses, with no lookup on it.)
    noteLibraryTypeUse(t)
    return checked
  }

  /// After `f`'s body: every return of its opaque result must have the same type.
  func finishOpaqueResult(of f: AbstractFunctionDecl) {
    guard case .opaque(let o, _) = resultType(of: f), let returns = opaqueReturns[ObjectIdentifier(o)],
      returns.contains(where: { $0.0 != returns[0].0 }), let (owner, someLoc) = opaqueResults[ObjectIdentifier(o)]
    else { return }
    error(SemaDiagnostics.opaqueReturnsMismatch(o.constraint.name), at: owner.nameLoc.isValid ? owner.nameLoc : someLoc,
          notes: returns.map { .note(SemaDiagnostics.opaqueReturnHasType($0.0), at: $0.1) })
    o.underlying = .error
  }

  /// How swiftc names the declaration of an opaque result in its errors.
  private func opaqueOwnerDescription(_ d: ValueDecl) -> String {
    if let v = (d as? AccessorDecl)?.storage ?? (d as? VarDecl) { return "property '\(v.name)'" }
    let name = (d as? AbstractFunctionDecl)?.fullName ?? d.name
    if owningNominal(of: d) == nil { return "global function '\(name)'" }
    return (isStaticMember(d) ? "static method '" : "instance method '") + name + "'"
  }
}
