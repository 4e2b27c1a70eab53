import AST
import Basic

/// `override`: required when a subclass member has the signature of a superclass one,
/// forbidden otherwise; `final` members cannot be overridden. Sets `overriddenDecl`.
extension TypeChecker {
  func checkOverrides() {
    for case let c as ClassDecl in nominals {
      var members = c.members
      for ext in c.extensions { members += ext.members }
      checkDeferringLibraryRequests(of: c) {
        for m in members {
          guard let v = m as? ValueDecl, !v.isImplicit, !(m is AccessorDecl), !(m is DestructorDecl),
                !(m is NominalTypeDecl) else { continue }
          checkOverride(v, in: c)
        }
      }
    }
  }

  private func descriptiveKind(_ d: ValueDecl) -> String {
    switch d {
    case is ConstructorDecl: "initializer"
    case let f as FuncDecl: f.modifiers.isStatic ? "static method" : f.modifiers.isClass ? "class method" : "instance method"
    case is SubscriptDecl: "subscript"
    case is VarDecl: "property"
    default: "declaration"
    }
  }

  private func sameSignature(_ a: ValueDecl, _ b: ValueDecl) -> Bool {
    // A generic superclass's member with the arguments `a`'s class gives it (`T` is
    // `Int` for an `override` in `class IntBox: Base<Int>`).
    var subs = (a.enclosingNominal as? ClassDecl)?.declaredInterfaceType.inheritedSubstitutions ?? [:]
    switch (a, b) {
    case (let f as AbstractFunctionDecl, let g as AbstractFunctionDecl):
      guard f.fullName == g.fullName, isStaticMember(f) == isStaticMember(g) else { return false }
      // (A generic initializer's parameters taken for `g`'s: `init<U>(_ y: U)` overrides
      // `init<T>(_ x: T)`.)
      guard let correspondence = genericParameterCorrespondence(of: g, to: f) else { return false }
      subs.merge(correspondence) { a, _ in a }
      if case .function(var ft)? = f.interfaceType, case .function(var gt)? = g.interfaceType?.substituting(subs) {
        if f is ConstructorDecl { return ft.parameters == gt.parameters }
        // Whether they throw is checked once the override is found (checkOverrideThrows).
        (ft.isThrowing, gt.isThrowing) = (false, false)
        return ft == gt
      }
      return false
    case (let s as SubscriptDecl, let t as SubscriptDecl):
      // Subscripts are told apart by labels and types.
      return s.fullName == t.fullName && isStaticMember(s) == isStaticMember(t)
        && s.getter?.interfaceType == t.getter?.interfaceType?.substituting(subs)
    case (is SubscriptDecl, _), (_, is SubscriptDecl):
      return false
    case (let v as VarDecl, let w as VarDecl):
      return v.name == w.name && isStaticMember(v) == isStaticMember(w)
    default:
      return false
    }
  }

  /// A throwing override of a method that does not throw is an error; a non-throwing
  /// override of a throwing one is valid Swift, but its body would be called with the
  /// throwing convention through the superclass's vtable: not supported yet.
  private func checkOverrideThrows(_ d: ValueDecl, _ base: ValueDecl, notes: [Diagnostic]) -> Bool {
    guard d is FuncDecl, case .function(let dt)? = d.interfaceType, case .function(let bt)? = base.interfaceType,
          dt.isThrowing != bt.isThrowing else { return true }
    if dt.isThrowing {
      error(SemaDiagnostics.throwingOverrideOfNonThrowing(descriptiveKind(d)), at: d.nameLoc, notes: notes)
    } else {
      notSupportedDeclaration("a non-throwing override of a throwing method", at: d.nameLoc)
    }
    return false
  }

  private func checkOverride(_ d: ValueDecl, in c: ClassDecl) {
    let written = d.modifiers.isOverride
    let overrideLoc = d.modifiers.written.first { $0.name == "override" }?.range.start ?? d.loc
    guard let sup = c.superclass else {
      if written, d is SubscriptDecl {
        error(SemaDiagnostics.overridesNothing("subscript"), at: d.nameLoc)
      } else if written {
        error(SemaDiagnostics.overridesNothing(d is VarDecl ? "property" : d is ConstructorDecl ? "initializer" : "method"),
              at: overrideLoc)
      }
      return
    }
    let key = d is ConstructorDecl ? "init" : d.name
    var candidates: [ValueDecl]
    if d is ConstructorDecl {
      ensureImplicitInitializers(sup)
      candidates = (memberTables[ObjectIdentifier(sup)]?["init"] ?? []).filter { !$0.modifiers.isConvenience }
    } else {
      candidates = lookupMembers(key, in: .nominal(sup))
    }
    if d is VarDecl {
      candidates = candidates.filter { $0 is VarDecl }
    } else {
      candidates = candidates.filter { $0 is AbstractFunctionDecl }
    }
    // A generic method is dispatched statically, to its specialization: one of the same
    // name and labels in a subclass, overriding or not, is not supported.
    let genericBase = candidates.first { c in
      guard let cf = c as? FuncDecl, let df = d as? FuncDecl else { return false }
      return cf.fullName == df.fullName && !(cf.genericParameters.isEmpty && df.genericParameters.isEmpty)
    }
    if genericBase != nil {
      notSupportedDeclaration("overriding a generic method", at: d.nameLoc)
      return
    }
    guard let base = candidates.first(where: { sameSignature(d, $0) }) else {
      if written {
        if d is ConstructorDecl {
          // A convenience initializer is never overridden (a subclass's of the same
          // signature is a new one).
          let convenience = (memberTables[ObjectIdentifier(sup)]?["init"] ?? [])
            .first { $0.modifiers.isConvenience && sameSignature(d, $0) }
          error(SemaDiagnostics.initializerOverridesNothing(), at: d.loc,
                notes: convenience.map { [.note(SemaDiagnostics.attemptToOverrideConvenience(), at: $0.loc)] } ?? [])
        } else if d is SubscriptDecl {
          error(SemaDiagnostics.overridesNothing("subscript"), at: d.nameLoc)
        } else {
          error(SemaDiagnostics.overridesNothing(d is VarDecl ? "property" : "method"), at: overrideLoc)
        }
      }
      return
    }
    let baseNote = [Diagnostic.note(SemaDiagnostics.overriddenDeclarationHere(), at: base.nameLoc)]
    if let v = d as? VarDecl, v.kind == .stored, !v.isObservingOverride {
      error(SemaDiagnostics.overrideStoredProperty(v.name), at: v.nameLoc)
      return
    }
    if d is ConstructorDecl && base.modifiers.isRequired {
      // A required initializer is overridden by a required one, which needs no
      // `override`.
      if !d.modifiers.isRequired {
        // (swiftc's words when `override` is written.)
        error(written ? SemaDiagnostics.useRequiredToOverrideRequired() : SemaDiagnostics.requiredOnAllOverrides(), at: d.loc,
              notes: [.note(SemaDiagnostics.overriddenRequiredHere(), at: base.loc)])
        return
      }
      if written {
        report(Diagnostic(.warning, SemaDiagnostics.overrideImpliedByRequired(), at: d.nameLoc,
                          notes: [.note(SemaDiagnostics.overriddenRequiredHere(), at: base.nameLoc)]))
      }
    } else if !written {
      error(SemaDiagnostics.overrideRequiresKeyword(), at: d.nameLoc, notes: baseNote)
      return
    }
    if !checkOverrideThrows(d, base, notes: baseNote) { return }
    // Through a `Base<Int>` reference a setter or subscript would be called as the
    // superclass's specialization, not from the vtable (a getter is).
    if let baseClass = owningNominal(of: base), !baseClass.genericParameters.isEmpty,
      d is SubscriptDecl || ((d as? VarDecl)?.setter != nil && !((d as? VarDecl)?.isObservingOverride ?? false))
    {
      notSupportedDeclaration("overriding a settable property or a subscript of generic class '\(baseClass.name)'",
                              at: d.nameLoc)
      return
    }
    if let bv = base as? VarDecl, let dv = d as? VarDecl {
      let subs = (dv.enclosingNominal as? ClassDecl)?.declaredInterfaceType.inheritedSubstitutions ?? [:]
      let bt = typeOfVar(bv).substituting(subs), dt = typeOfVar(dv)
      if bt != dt && !bt.isError && !dt.isError {
        error(SemaDiagnostics.propertyOverrideType(dv.name, dt, bt), at: dv.nameLoc, notes: baseNote)
        return
      }
    }
    if base.modifiers.isStatic {
      // `static` is `class final`.
      error(SemaDiagnostics.overridesStatic(d is VarDecl ? "property" : "method"), at: d.nameLoc, notes: baseNote)
      return
    }
    let baseClass = owningNominal(of: base)
    if base.modifiers.isFinal || (baseClass?.modifiers.isFinal ?? false) {
      let kind = descriptiveKind(d)
      error(SemaDiagnostics.overridesFinal(kind), at: d.nameLoc, notes: baseNote)
      return
    }
    if let baseClass, baseClass.moduleName != module.name, base.access != .open, !(d is ConstructorDecl) {
      error(SemaDiagnostics.cannotOverrideOutsideModule(descriptiveKind(base)), at: d.nameLoc, notes: baseNote)
    }
    d.overriddenDecl = base
    if let dv = d as? VarDecl, let bv = base as? VarDecl {
      // Accessors override accessors.
      dv.getter?.overriddenDecl = bv.getter
      dv.setter?.overriddenDecl = bv.setter
      checkObservingOverride(dv, of: bv)
    }
  }
}
