import AST
import Basic

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
  /// given and returns it. A class's convenience initializer has only `fC`. A failable
  /// one returns `T?`: `nil` when it fails.
  func emitConstructor(_ c: ConstructorDecl) {
    guard let nominal = enclosingNominal(c), c.builtin == nil, c.body != nil || c.isImplicit else { return }
    // Sema's `init?(rawValue:)` of an enum is lowered at each call; a generic
    // initializer (`init<S: Sequence>(_ s: S)`) is emitted per specialization, when called.
    if nominal is EnumDecl && c.body == nil || !c.genericParameters.isEmpty { return }
    if let cls = nominal as? ClassDecl {
      // A generic class's initializers are specializations (`emitGenericClassInit`).
      guard cls.genericParameters.isEmpty else { return }
      if c.modifiers.isConvenience {
        emitConvenienceInit(c, for: cls)
      } else {
        emitAllocatingInit(c, cls)
        emitInitializingInit(c, cls)
      }
    } else if nominal.genericParameters.isEmpty {
      let fn = function(.allocatingInit(c))
      if fn.isDeclaration { emitValueInit(c, nominal, into: fn) }
    }
  }

  /// The allocating entry point that constructs a `cls` with initializer `c` (declared
  /// in `cls` or, for an inherited convenience initializer, in a superclass).
  func allocatingKind(_ c: ConstructorDecl, for cls: ClassDecl) -> FunctionKind {
    c.modifiers.isConvenience && enclosingNominal(c) !== cls ? .inheritedConvenienceInit(c, cls) : .allocatingInit(c)
  }

  /// The initializer class `cls` uses for `c` (a superclass's initializer): its own or
  /// its nearest superclass's override, else `c`.
  func resolveInitializer(_ c: ConstructorDecl, in cls: ClassDecl) -> ConstructorDecl {
    var current: ClassDecl? = cls
    while let k = current {
      if k === enclosingNominal(c) { return c }
      for case let m as ConstructorDecl in k.members {
        var o: ValueDecl? = m.overriddenDecl
        var depth = 0
        while let od = o, depth < 1000 {
          if od === c { return m }
          o = od.overriddenDecl
          depth += 1
        }
      }
      current = k.superclass
    }
    return c
  }

  private func emitAllocatingInit(_ c: ConstructorDecl, _ cls: ClassDecl) {
    let fn = function(.allocatingInit(c))
    guard fn.isDeclaration else { return }
    let igf = IRGenFunction(igm: self, fn: fn)
    let object = emitAllocation(of: cls, in: igf)
    let args = (0..<c.parameters.parameters.count).map { fn.param($0) }
    let r = igf.b.call(function(.initializingInit(c)), args + [object])
    if c.isFailable {
      // Failed: the properties are released (or the object destroyed); free it.
      let failed = igf.newBlock("init.failed")
      let done = igf.newBlock("init.done")
      igf.b.condBr(igf.b.icmp(.eq, igf.b.ptrToInt(r), ir.int(0)), failed, done)
      igf.b.position(at: failed)
      igf.b.call(ir.runtime(.deallocFailed), [object])
      igf.b.ret(ir.null(ir.ptr))
      igf.b.position(at: done)
    }
    igf.b.ret(r)
  }

  /// A convenience initializer constructing a `cls`: `self` starts empty and is set by
  /// `self.init(...)`, which calls the initializer `cls` uses.
  func emitConvenienceInit(_ c: ConstructorDecl, for cls: ClassDecl) {
    let fn = function(allocatingKind(c, for: cls))
    guard fn.isDeclaration else { return }
    emitConvenienceBody(c, for: cls, into: fn)
  }

  /// The body of convenience initializer `c` constructing a `cls`, into `fn` (its
  /// entry point, or a generic one's specialization).
  func emitConvenienceBody(_ c: ConstructorDecl, for cls: ClassDecl, into fn: IRValue) {
    guard let owner = enclosingNominal(c) else { return }
    let igf = IRGenFunction(igm: self, fn: fn)
    igf.function = c
    igf.dynamicClass = cls
    let t = SwiftType.nominal(owner)
    let selfAddr = igf.makeAlloca(ir.ptr, "self")
    igf.b.store(ir.null(ir.ptr), selfAddr)
    igf.bindParameters(c, selfConvention: .none, selfArgument: nil)
    if let selfDecl = c.selfDecl { igf.locals[ObjectIdentifier(selfDecl)] = .address(selfAddr, t) }
    igf.currentSelf = .address(selfAddr, t)
    igf.resultType = lowered(resultType(c))
    igf.returnValueOverride = { igf.b.load(self.ir.ptr, selfAddr) }
    igf.emitBody(c.body)
  }

  private func emitInitializingInit(_ c: ConstructorDecl, _ cls: ClassDecl) {
    let fn = function(.initializingInit(c))
    guard fn.isDeclaration else { return }
    let igf = IRGenFunction(igm: self, fn: fn)
    igf.function = c
    emitInitializingBody(c, cls, object: fn.param(c.parameters.parameters.count), in: igf)
  }

  /// A generic class's initializer `c`, in the specialization being emitted, into `fn`:
  /// allocates the instance, then initializes it as the initializing entry point does
  /// (one function: the specialization is private, nothing else calls its parts).
  func emitGenericClassInit(_ c: ConstructorDecl, _ cls: ClassDecl, into fn: IRValue) {
    let igf = IRGenFunction(igm: self, fn: fn)
    igf.function = c
    igf.allocatesSelf = true
    emitInitializingBody(c, cls, object: emitAllocation(of: cls, in: igf), in: igf)
  }

  /// A generic class's designated initializer `c` for `arguments` as a subclass calls it
  /// (`super.init(v)` in `class IntBox: Base<Int>`, or an inherited initializer): the
  /// initializing entry point (`fc`) of the specialization, which initializes the
  /// instance it is given (after the parameters) and returns it.
  func specializedInitializingInit(_ c: ConstructorDecl, _ arguments: [SwiftType]) -> (IRValue, IRType) {
    let map = SubstitutionMap(genericSignature(c), arguments)
    let params = c.parameters.parameters.map { p -> IRType in p.isInOut ? ir.ptr : irType(map.apply(p.interfaceType ?? .error)) }
      + [ir.ptr] + (c.isThrowing ? [ir.ptr] : [])
    let type = ir.function(params, ir.ptr)
    let name = mangler.specialization(c, arguments, allocating: false)
    if let existing = specializations[name] { return (existing, type) }
    let fn = ir.declareFunction(name, type)
    ir.setLinkage(fn, .private)
    specializations[name] = fn
    guard let cls = enclosingNominal(c) as? ClassDecl else { return (fn, type) }
    pendingSpecializations.append { [self] in withSubstitutions(map) {
      let igf = IRGenFunction(igm: self, fn: fn)
      igf.function = c
      emitInitializingBody(c, cls, object: fn.param(c.parameters.parameters.count), in: igf)
    } }
    return (fn, type)
  }

  /// Binds `self` to `object` and the parameters, stores the stored properties' initial
  /// values, then emits the body (which returns `object`).
  private func emitInitializingBody(_ c: ConstructorDecl, _ cls: ClassDecl, object: IRValue, in igf: IRGenFunction) {
    let layout = classLayout(cls)
    igf.bindParameters(c, selfConvention: .object, selfArgument: object)
    igf.currentSelf = .value(object, layout.type)
    igf.returnValueOverride = { object }
    igf.resultType = lowered(resultType(c))
    // Stored properties of this class get their initial values (or, for Sema's
    // memberwise init, the parameter of the same name) before the body runs.
    for v in storedProperties(of: cls) {
      guard let value = igf.emitInitialValue(for: v, in: c, type: substitutions.apply(v.interfaceType ?? .error)),
        let idx = layout.fieldIndex(of: v)
      else { continue }
      igf.emitReferenceStorageInit(owned: value, at: igf.b.fieldAddress(layout.instanceType, object, idx),
                                   v.referenceOwnership)
    }
    igf.emitBody(c.body)
  }

  /// A struct or enum initializer's `fC` into `fn` (a generic struct's, in the
  /// specialization being emitted). A protocol extension's (`nominal` is the protocol)
  /// makes the value type its `Self` is bound in the specialization: its `self` starts
  /// empty and is set by the body's delegation to a requirement (`self.init()`).
  func emitValueInit(_ c: ConstructorDecl, _ nominal: NominalTypeDecl, into fn: IRValue) {
    let igf = IRGenFunction(igm: self, fn: fn)
    igf.function = c
    let p = c.protocolExtension
    let t = p.map { substitutions.apply(.genericParameter($0.selfParameter)) } ?? selfType(nominal)
    let irt = irType(t)
    let selfAddr = igf.makeAlloca(irt, "self")
    igf.b.store(ir.null(irt), selfAddr)
    igf.bindParameters(c, selfConvention: .none, selfArgument: nil)
    if let selfDecl = c.selfDecl { igf.locals[ObjectIdentifier(selfDecl)] = .inoutAddress(selfAddr, t) }
    igf.currentSelf = .inoutAddress(selfAddr, t)
    igf.resultType = lowered(resultType(c))
    igf.returnValueOverride = {
      let value = igf.b.load(irt, selfAddr)
      return c.isFailable ? igf.emitOptionalWrap(value, wrapped: t) : value
    }
    for (idx, v) in (p == nil ? storedProperties(of: nominal) : []).enumerated() where !c.isDelegating {
      guard let value = igf.emitInitialValue(for: v, in: c, type: storedPropertyTypes(of: nominal, t)[idx]) else { continue }
      igf.b.store(value, igf.b.fieldAddress(irt, selfAddr, idx))
    }
    igf.emitBody(c.body)
  }
}

extension IRGenFunction {
  /// What a stored property holds when initializer `c` starts (owned): the parameter of
  /// the same name for a memberwise init, else the property's initial value.
  func emitInitialValue(for v: VarDecl, in c: ConstructorDecl, type: SwiftType? = nil) -> IRValue? {
    let t = type ?? v.interfaceType ?? .error
    if c.isMemberwise, let p = c.parameters.parameters.first(where: { $0.name == v.name }),
      let local = locals[ObjectIdentifier(p)]
    {
      return emitOwned(emitLoad(local, isLet: true, type: t))
    }
    guard let initial = igm.initialValue(of: v) else { return nil }
    return emitOwned(emitRValue(initial, expected: t))
  }
}

extension IRGenFunction {
  /// `return nil` in a failable initializer (or the failure of the initializer it
  /// delegates to): releases what was built, as swiftc does, and returns `nil`. A class
  /// instance fully initialized is destroyed (its deinits run); one still in its first
  /// phase has this class's properties released (the allocating entry frees it).
  func emitInitFailure(selfInitialized: Bool) {
    guard let c = function as? ConstructorDecl, let owner = igm.enclosingNominal(c) else { return }
    emitCleanups(downTo: 0)
    if let cls = owner as? ClassDecl {
      if case .address(let addr, _)? = currentSelf {
        // A convenience initializer: `self`, if set, is a whole object.
        b.call(ir.runtime(.release), [b.load(ir.ptr, addr)])
      } else if case .value(let object, _)? = currentSelf {
        if selfInitialized {
          b.call(ir.runtime(.initFailedDestroy), [object])
        } else {
          emitReleaseOwnProperties(cls, object)
        }
        if allocatesSelf { b.call(ir.runtime(.deallocFailed), [object]) }
      }
      b.ret(ir.null(ir.ptr))
      return
    }
    var t = SwiftType.nominal(owner)
    if case .inoutAddress(let addr, let selfType)? = currentSelf {
      // (`self`'s own type: an `Int` in `extension Int { init?(even x: Int) }`.)
      t = selfType
      // The properties set so far (the others are zero, which releases as nothing).
      emitRelease(b.load(igm.irType(t), addr), t)
    }
    b.ret(emitOptionalNone(wrapped: t))
  }

  /// Releases the stored properties `cls` declares (zero when not set yet).
  func emitReleaseOwnProperties(_ cls: ClassDecl, _ object: IRValue) {
    let layout = igm.classLayout(cls)
    for v in igm.storedProperties(of: cls) {
      let t = v.interfaceType ?? .error
      guard !igm.isTrivial(t), let idx = layout.fieldIndex(of: v) else { continue }
      let addr = b.fieldAddress(layout.instanceType, object, idx)
      if v.referenceOwnership != .strong {
        emitReferenceStorageDestroy(at: addr, v.referenceOwnership)
        continue
      }
      emitRelease(b.load(igm.irType(t), addr), t)
    }
  }

  /// After `super.init(...)` of a failable initializer returned `r`: on `nil` the
  /// calling initializer fails too (an `init!` called from a non-failable one traps).
  func emitSuperInitFailureCheck(_ r: IRValue, object: IRValue, target: ConstructorDecl, at loc: SourceLoc,
                                 forced: Bool = false) {
    guard let c = function as? ConstructorDecl, let cls = igm.enclosingNominal(c) as? ClassDecl else { return }
    let failed = newBlock("super.init.failed")
    let ok = newBlock("super.init.ok")
    b.condBr(b.icmp(.eq, b.ptrToInt(r), ir.int(0)), failed, ok)
    b.position(at: failed)
    if c.isFailable && !forced {
      emitCleanups(downTo: 0)
      // Destroyed whole by the superclass's initializer, or only its part released.
      let partial = newBlock("init.partial")
      let done = newBlock("init.return")
      b.condBr(b.call(ir.runtime(.initFailedDestroyed), [object]), done, partial)
      b.position(at: partial)
      emitReleaseOwnProperties(cls, object)
      b.br(done)
      b.position(at: done)
      if allocatesSelf { b.call(ir.runtime(.deallocFailed), [object]) }
      b.ret(ir.null(ir.ptr))
    } else {
      emitDelegationUnwrapTrap(forced: forced, at: loc)
    }
    b.position(at: ok)
  }

  /// After `self.init(...)` (a struct's, or a convenience initializer's) returned the
  /// optional `v`: its payload, or the failure of this initializer.
  func emitDelegationFailureCheck(_ v: IRValue, wrapped t: SwiftType, target: ConstructorDecl, at loc: SourceLoc,
                                  forced: Bool = false) -> IRValue {
    guard let c = function as? ConstructorDecl else { return v }
    let failed = newBlock("self.init.failed")
    let ok = newBlock("self.init.ok")
    b.condBr(emitOptionalIsSome(v, wrapped: t), ok, failed)
    b.position(at: failed)
    if c.isFailable && !forced {
      // Nothing was built: the delegated-to initializer released it.
      emitCleanups(downTo: 0)
      b.ret(igm.enclosingNominal(c) is ClassDecl ? ir.null(ir.ptr) : emitOptionalNone(wrapped: t))
    } else {
      emitDelegationUnwrapTrap(forced: forced, at: loc)
    }
    b.position(at: ok)
    return emitOptionalPayload(v, wrapped: t)
  }

  /// A delegated-to initializer that failed where this one cannot fail: a trap at the
  /// delegation, a force unwrap's for `super.init(...)!` (`forced`), else swiftc's
  /// implicit unwrap of an `init!`.
  private func emitDelegationUnwrapTrap(forced: Bool, at loc: SourceLoc) {
    let (file, line) = igm.sourceLocation(loc)
    b.call(ir.runtime(forced ? .unwrapNil : .implicitUnwrapNil), [igm.cString(file), ir.int(Int64(line))])
    b.unreachable()
  }
}
