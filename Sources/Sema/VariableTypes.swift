import AST

/// The types of variables and properties: written, or inferred from the initial value
/// (on demand, so a function may use a global or a property whose type comes from an
/// initial value checked later in source order).
extension TypeChecker {
  /// The type of a variable or property, inferring it from its initial value if needed.
  func typeOfVar(_ v: VarDecl) -> SwiftType {
    if let t = v.interfaceType { return t }
    if let p = v as? ParamDecl { return resolveParameter(p) }
    if let repr = v.typeRepr, !isBareSetAnnotation(repr) {
      let t = resolveType(repr)
      v.interfaceType = t
      updateAccessorTypes(v)
      return t
    }
    guard let binding = v.binding, let index = entryIndex(of: v, in: binding) else {
      error(SemaDiagnostics.typeAnnotationMissing(), at: v.nameLoc)
      v.interfaceType = .error
      return .error
    }
    checkBindingOutOfOrder(binding, index, for: v)
    if v.interfaceType == nil {
      // Its initial value is being checked: the variable is used inside it (in a
      // closure, `let i = { if i {} }`), which swiftc rejects too.
      if !inferring.isEmpty || checkedBindings.contains(BindingKey(binding: ObjectIdentifier(binding), index: index)) {
        reportCircularReference(v)
      }
      v.interfaceType = .error
    }
    return v.interfaceType ?? .error
  }

  /// Checks the binding entry that declares a global or a property, in the context its
  /// initial value belongs to, unless that was done already.
  func checkBindingOutOfOrder(_ binding: PatternBindingDecl, _ index: Int, for v: VarDecl) {
    let id = ObjectIdentifier(v)
    if checkedBindings.contains(BindingKey(binding: ObjectIdentifier(binding), index: index)) {
      // Reached again while its own initial value is being checked (`static let x = S.y`
      // with `static let y = S.x`): the type depends on itself.
      if v.interfaceType == nil { reportCircularReference(v) }
      return
    }
    if inferring.contains(id) {
      reportCircularReference(v)
      v.interfaceType = .error
      return
    }
    inferring.insert(id)
    defer { inferring.remove(id) }
    let ctx = initialValueContext(for: v)
    withContext(ctx, scope: rootScope()) {
      checkBindingEntry(binding, index)
    }
  }

  /// "circular reference to 'v'", once per variable however the cycle is met.
  private func reportCircularReference(_ v: VarDecl) {
    guard reportedCycles.insert(ObjectIdentifier(v)).inserted else { return }
    error(SemaDiagnostics.circularReference(v.name), at: v.nameLoc)
  }

  /// The context an initial value is checked in: a property's (no `self`) or a global's.
  func initialValueContext(for v: VarDecl) -> FunctionContext {
    let owner = owningNominal(of: v)
    if let owner {
      return FunctionContext(kind: .propertyInitializer, decl: nil, resultType: .void, selfDecl: nil, nominal: owner,
                             isStatic: v.modifiers.isStatic || v.modifiers.isClass, parent: nil)
    }
    return FunctionContext(kind: .globalInitializer, decl: nil, resultType: .void, selfDecl: nil, nominal: nil,
                           isStatic: false, parent: nil)
  }

  /// The type a member belongs to (through an extension too).
  func owningNominal(of d: Decl) -> NominalTypeDecl? {
    switch d.parent {
    case let n as NominalTypeDecl: n
    case let e as ExtensionDecl: e.extendedNominal
    case let v as VarDecl: owningNominal(of: v)
    default: nil
    }
  }
}
