import AST

extension IRGenModule {
  /// The initial value written with a stored property (`var x = 0`), if any.
  func initialValue(of v: VarDecl) -> Expr? {
    guard let binding = v.binding else { return nil }
    for entry in binding.entries where patternBinds(entry.pattern, v) {
      return entry.initializer
    }
    return nil
  }

  private func patternBinds(_ p: Pattern, _ v: VarDecl) -> Bool {
    p.boundVariables.contains { $0 === v }
  }

  /// Emits an initializer: for a struct, `fC` builds `self` in a local and returns it;
  /// for a class, `fC` allocates and calls `fc`, which initializes the instance it is
  /// given and returns it.
  func emitConstructor(_ c: ConstructorDecl) {
    guard let nominal = enclosingNominal(c), c.builtin == nil else { return }
    // Sema's `init?(rawValue:)` of an enum is lowered at each call.
    if nominal is EnumDecl && c.body == nil { return }
    if let cls = nominal as? ClassDecl {
      emitAllocatingInit(c, cls)
      emitInitializingInit(c, cls)
    } else {
      emitValueInit(c, nominal)
    }
  }

  private func emitAllocatingInit(_ c: ConstructorDecl, _ cls: ClassDecl) {
    let fn = function(.allocatingInit(c))
    guard fn.isDeclaration else { return }
    let igf = IRGenFunction(igm: self, fn: fn)
    let object = emitAllocation(of: cls, in: igf)
    let args = (0..<c.parameters.parameters.count).map { fn.param($0) }
    let r = igf.b.call(function(.initializingInit(c)), args + [object])
    igf.b.ret(r)
  }

  private func emitInitializingInit(_ c: ConstructorDecl, _ cls: ClassDecl) {
    let fn = function(.initializingInit(c))
    guard fn.isDeclaration else { return }
    let igf = IRGenFunction(igm: self, fn: fn)
    igf.function = c
    let object = fn.param(c.parameters.parameters.count)
    igf.bindParameters(c, selfConvention: .object, selfArgument: object)
    igf.currentSelf = .value(object, .nominal(cls))
    igf.returnValueOverride = { object }
    igf.resultType = .nominal(cls)
    let layout = classLayout(cls)
    // Stored properties of this class get their initial values (or, for Sema's
    // memberwise init, the parameter of the same name) before the body runs.
    for v in storedProperties(of: cls) {
      guard let value = igf.emitInitialValue(for: v, in: c), let idx = layout.fieldIndex(of: v) else { continue }
      igf.b.store(value, igf.b.fieldAddress(layout.instanceType, object, idx))
    }
    igf.emitBody(c.body)
  }

  private func emitValueInit(_ c: ConstructorDecl, _ nominal: NominalTypeDecl) {
    let fn = function(.allocatingInit(c))
    guard fn.isDeclaration else { return }
    let igf = IRGenFunction(igm: self, fn: fn)
    igf.function = c
    let t = SwiftType.nominal(nominal)
    let irt = irType(t)
    let selfAddr = igf.makeAlloca(irt, "self")
    igf.b.store(ir.null(irt), selfAddr)
    igf.bindParameters(c, selfConvention: .none, selfArgument: nil)
    if let selfDecl = c.selfDecl { igf.locals[ObjectIdentifier(selfDecl)] = .inoutAddress(selfAddr, t) }
    igf.currentSelf = .inoutAddress(selfAddr, t)
    igf.resultType = t
    igf.returnValueOverride = { igf.b.load(irt, selfAddr) }
    for (idx, v) in storedProperties(of: nominal).enumerated() {
      guard let value = igf.emitInitialValue(for: v, in: c) else { continue }
      igf.b.store(value, igf.b.fieldAddress(irt, selfAddr, idx))
    }
    igf.emitBody(c.body)
  }
}

extension IRGenFunction {
  /// What a stored property holds when initializer `c` starts (owned): the parameter of
  /// the same name for a memberwise init, else the property's initial value.
  func emitInitialValue(for v: VarDecl, in c: ConstructorDecl) -> IRValue? {
    if c.isMemberwise, let p = c.parameters.parameters.first(where: { $0.name == v.name }),
      let local = locals[ObjectIdentifier(p)]
    {
      return emitOwned(emitLoad(local, isLet: true, type: v.interfaceType ?? .error))
    }
    guard let initial = igm.initialValue(of: v) else { return nil }
    return emitOwned(emitRValue(initial, expected: v.interfaceType))
  }
}
