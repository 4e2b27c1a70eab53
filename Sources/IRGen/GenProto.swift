import AST

/// The witness table layout of a protocol: one function pointer per requirement, in the
/// protocol's declaration order — a property's getter (and its setter when the
/// requirement is `{ get set }`; a non-generic subscript's), a method's implementation (a
/// non-generic method's).
///
/// Existential values are `{ i8* object, i8* witnessTable }`. The object is the class
/// instance itself, or for a struct a heap box `{ %swift.refcounted, %T }` whose metadata
/// (`$s...VN`) destroys the boxed value. Boxes are copy-on-write: copying an existential
/// retains the box; a mutation through the existential (a setter, a `mutating` method)
/// first copies the box unless it is uniquely referenced.
///
/// Witness thunks (`...TW`) adapt the concrete member to one calling convention:
/// `(arguments..., i8* object) -> result` for non-mutating requirements and
/// `(arguments..., i8** objectSlot) -> result` for mutating ones (setters, `mutating`
/// methods), where `objectSlot` is the address of the existential's object field.
final class WitnessTableLayout {
  struct Entry {
    let requirement: ValueDecl
    /// For a property requirement: which accessor.
    let accessor: Mangler.AccessorKind?

    var isMutating: Bool {
      if accessor == .setter { return true }
      return requirement.modifiers.isMutating
    }
  }

  let proto: ProtocolDecl
  let entries: [Entry]

  init(_ proto: ProtocolDecl) {
    self.proto = proto
    var entries: [Entry] = []
    // A composition's table is its parts' one after the other.
    for m in proto.existentialParts.flatMap(\.members) {
      if let v = m as? VarDecl, !(v is ParamDecl) {
        // (Nor has a generic subscript requirement, for the same reason as a generic
        // method's below.)
        if let s = v as? SubscriptDecl, !(s.getter?.genericParameters.isEmpty ?? true) { continue }
        entries.append(Entry(requirement: v, accessor: .getter))
        if v.setter != nil { entries.append(Entry(requirement: v, accessor: .setter)) }
      } else if let f = m as? FuncDecl, f.genericParameters.isEmpty {
        // (A generic method requirement has no slot: its witness is specialized per
        // call, which a table of compiled code cannot hold for every generic argument;
        // Sema rejects calling one on a protocol value.)
        entries.append(Entry(requirement: f, accessor: nil))
      }
    }
    self.entries = entries
  }

  func index(of requirement: ValueDecl, accessor: Mangler.AccessorKind?) -> Int? {
    entries.firstIndex { $0.requirement === requirement && $0.accessor == accessor }
  }
}

extension IRGenModule {
  func witnessTableLayout(_ p: ProtocolDecl) -> WitnessTableLayout {
    if let l = witnessTableLayouts[ObjectIdentifier(p)] { return l }
    let l = WitnessTableLayout(p)
    witnessTableLayouts[ObjectIdentifier(p)] = l
    return l
  }

  /// The conformance of `n` (or of a superclass) to `p`.
  func conformance(of n: NominalTypeDecl, to p: ProtocolDecl) -> ProtocolConformance? {
    n.conformance(to: p).map(normalized)
  }

  /// The conformances of `n` that this module declares (and so defines the witness
  /// tables of). A protocol with associated types has none: it is no existential, and
  /// its requirements are called on concrete types, in specializations.
  func conformancesDeclaredHere(_ n: NominalTypeDecl) -> [ProtocolConformance] {
    // (A built-in type's tables are made per type: GenBuiltinConformance.swift.)
    n.conformances.map(normalized).filter { conf in
      conf.moduleName == moduleName && n.builtinType == nil && !conf.proto.isMarker && !hasAssociatedTypes(conf.proto)
        && !conf.proto.hasSelfRequirements
    }
  }

  /// Does `p`, or a protocol it inherits, declare an associated type? A protocol that
  /// declares none but refines one that does (`MutableCollection: Collection`, its
  /// subscript requirement restated with a setter) is no existential either.
  func hasAssociatedTypes(_ p: ProtocolDecl) -> Bool {
    if let known = protocolsWithAssociatedTypes[ObjectIdentifier(p)] { return known }
    // Depth first, each protocol answered once its parents are (iteratively: a chain
    // may be thousands of protocols long).
    var pending: [(ProtocolDecl, parentsPushed: Bool)] = [(p, false)]
    var visiting: Set<ObjectIdentifier> = []
    while let (q, parentsPushed) = pending.popLast() {
      let id = ObjectIdentifier(q)
      if protocolsWithAssociatedTypes[id] != nil { continue }
      let parents = q.inherited.flatMap { t -> [ProtocolDecl] in
        switch t.resolved {
        case .existential(let r)?: r.existentialParts
        case .nominal(let r as ProtocolDecl)?: [r]
        default: []
        }
      }
      if parentsPushed {
        protocolsWithAssociatedTypes[id] =
          q.members.contains { $0 is AssociatedTypeDecl } || parents.contains { protocolsWithAssociatedTypes[ObjectIdentifier($0)] == true }
        continue
      }
      // (A protocol being worked out is not entered again: no endless walk of a cycle.)
      visiting.insert(id)
      pending.append((q, true))
      for r in parents where protocolsWithAssociatedTypes[ObjectIdentifier(r)] == nil && !visiting.contains(ObjectIdentifier(r)) {
        pending.append((r, false))
      }
    }
    return protocolsWithAssociatedTypes[ObjectIdentifier(p)] ?? false
  }

  /// `conf` with the module that really declares it: the imported type's module unless
  /// an extension in this module adds the conformance. (A conformance of an imported
  /// type lives in the library that declares it, whatever module re-checked it.)
  func normalized(_ conf: ProtocolConformance) -> ProtocolConformance {
    if let cached = normalizedConformances[ObjectIdentifier(conf)] { return cached }
    var result = conf
    let owner = conf.type.moduleName
    if isImported(conf.type), !owner.isEmpty, !extensionHereDeclares(conf.type, conf.proto),
      conf.moduleName != owner
    {
      let fixed = ProtocolConformance(type: conf.type, proto: conf.proto, moduleName: owner)
      fixed.witnesses = conf.witnesses
      result = fixed
    }
    normalizedConformances[ObjectIdentifier(conf)] = result
    return result
  }

  private func extensionHereDeclares(_ n: NominalTypeDecl, _ p: ProtocolDecl) -> Bool {
    for d in module.decls {
      guard let e = d as? ExtensionDecl, e.extendedNominal === n else { continue }
      for t in e.inherited {
        switch t.resolved {
        case .existential(let q)? where q === p: return true
        case .nominal(let q)? where q === p: return true
        default: if (t as? IdentTypeRepr)?.name == p.name { return true }
        }
      }
    }
    return false
  }

  /// The witness table of `n: p` as `i8*` (declared; defined by the module owning the
  /// conformance).
  func witnessTable(for n: NominalTypeDecl, _ p: ProtocolDecl) -> IRValue? {
    guard let conf = conformance(of: n, to: p) else { return nil }
    return witnessTableGlobal(conf)
  }

  func witnessTableGlobal(_ conf: ProtocolConformance) -> IRValue {
    let name = mangler.witnessTable(conf)
    let g = ir.declareGlobal(name, ir.array(ir.ptr, count: witnessTableSize(conf.proto)))
    let n = conf.type
    if g.isDeclaration, conf.moduleName == "Swift", n.outermostDecl.isInStandardLibrary, n is StructDecl || n is EnumDecl,
      n.genericParameters.isEmpty, n.builtinType == nil
    {
      // A conformance of module Swift's struct or enum (`Unicode.Scalar:
      // CustomStringConvertible`) used in an existential: emitted into the module as its
      // box metadata is (`boxMetadata`).
      emitWitnessTable(conf, library: true)
    }
    return ir.constPointerCast(g)
  }

  /// The LLVM type of the witness for entry `e`.
  func witnessFunctionType(_ e: WitnessTableLayout.Entry) -> IRType {
    if let v = e.requirement as? VarDecl {
      let t = v.interfaceType ?? .error
      if e.accessor == .setter { return ir.function([irType(t), ir.ptr], ir.void) }
      return ir.function([ir.ptr], irResultType(t))
    }
    guard let f = e.requirement as? FuncDecl else { return ir.function([ir.ptr], ir.void) }
    return ir.function(f.parameters.parameters.map(parameterIRType) + [ir.ptr], irResultType(resultType(f)))
  }

  /// Defines the witness table of a conformance declared in this module, with its thunks.
  /// A conformance of module Swift's (`library`) is linkonce_odr, its thunks' bodies
  /// emitted once the current one is done.
  func emitWitnessTable(_ conf: ProtocolConformance, library: Bool = false) {
    let layout = witnessTableLayout(conf.proto)
    var entries: [IRValue] = []
    for e in layout.entries {
      let thunk = emitWitnessThunk(conf, e, library: library)
      entries.append(ir.constPointerCast(thunk))
    }
    let name = mangler.witnessTable(conf)
    entries.append(describeWitness(of: conf.type))
    ir.defineGlobal(name, initializer: ir.constArray(ir.ptr, entries), linkage: library ? .linkOnceODR : .external, constant: true)
  }

  func emitWitnessThunk(_ conf: ProtocolConformance, _ e: WitnessTableLayout.Entry, library: Bool = false) -> IRValue {
    let name = mangler.witnessThunk(conf, requirement: e.requirement, accessor: e.accessor)
    let fn = ir.declareFunction(name, witnessFunctionType(e))
    guard fn.isDeclaration else { return fn }
    if library {
      ir.setLinkage(fn, .linkOnceODR)
      pendingBodies.append { [self] in emitWitnessThunkBody(conf, e, selfType: .nominal(conf.type), into: fn) }
      return fn
    }
    emitWitnessThunkBody(conf, e, selfType: .nominal(conf.type), into: fn)
    return fn
  }

  /// The body of the witness thunk `fn` of entry `e` of `conf`, for values of `selfType`:
  /// the conforming type itself, or a specialization of it (`FlippedShape<Triangle>`,
  /// GenSpecializedConformance.swift) whose members are called as that specialization.
  func emitWitnessThunkBody(_ conf: ProtocolConformance, _ e: WitnessTableLayout.Entry, selfType: SwiftType, into fn: IRValue) {
    let igf = IRGenFunction(igm: self, fn: fn)
    let b = igf.b
    let type = conf.type
    let witness = conf.witness(for: e.requirement)
    let selfArgIndex: Int
    if let f = e.requirement as? FuncDecl {
      selfArgIndex = f.parameters.parameters.count
    } else {
      selfArgIndex = e.accessor == .setter ? 1 : 0
    }
    let selfArg = fn.param(selfArgIndex)
    let args = (0..<selfArgIndex).map { fn.param($0) }

    // `self` as the witness expects it: the instance, or the boxed struct (its address,
    // or its value loaded on first use).
    var structAddress: IRValue? = nil
    var object: IRValue? = nil
    if type is ClassDecl {
      object = e.isMutating ? b.load(ir.ptr, selfArg) : selfArg
    } else {
      let box = e.isMutating ? igf.emitMakeBoxUnique(slot: selfArg, for: selfType) : selfArg
      structAddress = b.fieldAddress(varBoxType(selfType), box, 1)
    }
    var loadedValue: IRValue? = nil
    var selfValue: IRValue {
      if let object { return object }
      if let loadedValue { return loadedValue }
      let v = b.load(irType(selfType), structAddress!)
      loadedValue = v
      return v
    }

    switch (e.requirement, witness) {
    case (let req as VarDecl, let w as VarDecl) where req.modifiers.isStatic || req.modifiers.isClass:
      // A static property requirement: the witness's getter or global, no `self`.
      let t = req.interfaceType ?? .error
      if e.accessor == .setter {
        let newValue = args[0]
        if w.kind == .computed, let setter = w.setter {
          _ = igf.emitCallee(.body(setter), args: [newValue], selfArg: nil)
        } else {
          igf.emitRetain(newValue, t)
          igf.emitAssign(owned: newValue, t, to: globalAddress(w, in: igf))
        }
        b.retVoid()
      } else {
        let r: ManagedValue
        if w.kind == .computed, let getter = w.getter {
          r = igf.emitCallee(.body(getter), args: [], selfArg: nil, selfType: .metatype(selfType))
        } else {
          let v = b.load(irType(t), globalAddress(w, in: igf))
          igf.emitRetain(v, t)
          r = ManagedValue(value: v, type: t, isOwned: true)
        }
        if isVoidLike(t) { b.retVoid() } else { b.ret(igf.emitOwned(r)) }
      }
    case (let req as VarDecl, let w as VarDecl):
      let t = req.interfaceType ?? .error
      if e.accessor == .setter {
        let newValue = args[0]
        if w.kind == .computed, let setter = w.setter {
          if type is ClassDecl {
            _ = igf.emitClassMemberCall(setter, object: selfValue, objectType: selfType, args: [newValue])
          } else if let addr = structAddress {
            _ = igf.emitAccessorCall(setter, base: .structAddress(addr, selfType), args: [newValue])
          }
        } else {
          igf.emitRetain(newValue, t)
          if type is ClassDecl, let addr = igf.classFieldAddress(object: selfValue, property: w, objectType: selfType) {
            igf.emitAssign(owned: newValue, t, to: addr)
          } else if let addr = structAddress, let idx = storedProperties(of: type).firstIndex(where: { $0 === w }) {
            igf.emitAssign(owned: newValue, t, to: b.fieldAddress(irType(selfType), addr, idx))
          }
        }
        b.retVoid()
      } else {
        let r: ManagedValue
        if let builtin = igf.emitBuiltinWitness(w, selfValue: selfValue, selfType: selfType, args: [], resultType: t) {
          // A built-in type's own property (a String's `count`).
          r = builtin
        } else if w.protocolExtension != nil, let getter = w.getter {
          // A default implementation (a protocol extension's), specialized for the type.
          r = igf.emitCallee(.body(getter), args: [], selfArg: selfValue, selfType: selfType)
        } else if type is ClassDecl {
          r = igf.emitClassPropertyGet(object: selfValue, property: w, type: t, objectType: selfType)
        } else if w.kind == .computed, let getter = w.getter {
          r = igf.emitCallee(.body(getter), args: [], selfArg: selfValue, selfType: selfType)
        } else if let idx = storedProperties(of: type).firstIndex(where: { $0 === w }) {
          let v = b.extract(selfValue, idx)
          igf.emitRetain(v, t)
          r = ManagedValue(value: v, type: t, isOwned: true)
        } else {
          r = igf.trivial(ir.null(irType(t)), t)
        }
        if isVoidLike(t) { b.retVoid() } else { b.ret(igf.emitOwned(r)) }
      }
    case (let req as FuncDecl, let w as AbstractFunctionDecl):
      let resultT = resultType(req)
      let r: ManagedValue
      if !w.modifiers.isMutating,
        let builtin = igf.emitBuiltinWitness(w, selfValue: selfValue, selfType: selfType, args: args, resultType: resultT)
      {
        // A built-in type's own method (a Set's `contains(_:)`).
        r = builtin
      } else if req.modifiers.isStatic || req.modifiers.isClass {
        // A static requirement's witness takes no `self` (the thunk's is unused).
        r = igf.emitCallee(.body(w), args: args, selfArg: nil, selfType: .metatype(selfType))
      } else if w.protocolExtension != nil {
        // A default implementation (a protocol extension's), specialized for the type.
        let selfArg = selfConvention(w) == .address ? structAddress ?? selfValue : selfValue
        r = igf.emitCallee(.body(w), args: args, selfArg: selfArg, selfType: selfType)
      } else if type is ClassDecl {
        r = igf.emitClassMemberCall(w, object: selfValue, objectType: selfType, args: args)
      } else if selfConvention(w) == .address, let addr = structAddress {
        r = igf.emitCallee(.body(w), args: args, selfArg: addr, selfType: selfType)
      } else {
        r = igf.emitCallee(.body(w), args: args, selfArg: selfValue, selfType: selfType)
      }
      if isVoidLike(resultT) { b.retVoid() } else { b.ret(igf.emitOwned(r)) }
    default:
      if e.accessor == .setter || isVoidLike(resultType(for: e)) { b.retVoid() } else {
        b.ret(ir.null(irType(resultType(for: e))))
      }
    }
  }

  private func resultType(for e: WitnessTableLayout.Entry) -> SwiftType {
    if let v = e.requirement as? VarDecl { return e.accessor == .setter ? .void : (v.interfaceType ?? .error) }
    if let f = e.requirement as? FuncDecl { return resultType(f) }
    return .void
  }

  // MARK: Boxes

  /// `{ %swift.refcounted, %T }`: the heap box of a struct held by an existential.
  func boxType(_ n: NominalTypeDecl) -> IRType {
    ir.literalStruct([refCountedType, irType(.nominal(n))])
  }

  /// The box metadata of struct or enum `n` (`$s...VN`, `$s...ON`): destroy releases
  /// the boxed value.
  func boxMetadata(_ n: NominalTypeDecl) -> IRValue {
    let g = ir.declareGlobal(mangler.typeMetadata(n), types.metadataHeader)
    if g.isDeclaration, n.outermostDecl.isInStandardLibrary, n is StructDecl || n is EnumDecl, n.genericParameters.isEmpty {
      // A struct or enum of module Swift boxed (`Unicode.Scalar(65)! as Any`): its
      // metadata emitted into the module, linkonce_odr as the library's functions are.
      emitBoxMetadata(n, library: true)
    }
    return ir.constPointerCast(g)
  }

  func emitBoxAllocation(for n: NominalTypeDecl, in igf: IRGenFunction) -> IRValue {
    let size = ir.size(of: boxType(n))
    return igf.b.call(ir.runtime(.allocObject), [boxMetadata(n), ir.int(size)])
  }

  /// Defines the box metadata of a struct or enum declared in this module and its value
  /// witnesses (`WOh`: destroy the boxed value; `wCP`: copy a box).
  ///
  /// A type of module Swift's (`library`) has them emitted where a module boxes one,
  /// linkonce_odr, the metadata first and the witnesses' bodies once the current one is
  /// done (making a box names the metadata).
  func emitBoxMetadata(_ s: NominalTypeDecl, library: Bool = false) {
    let t = SwiftType.nominal(s)
    // destroy
    // Other modules box a struct only if it is public; otherwise the helpers stay local.
    let linkage: IRLinkage = library ? .linkOnceODR : s.access >= .public ? .external : .internal
    let destroy = ir.declareFunction(mangler.valueWitness(s, "WOh"), ir.function([ir.ptr], ir.void))
    let emitDestroy = destroy.isDeclaration
    // copy
    let copy = ir.declareFunction(mangler.valueWitness(s, "wCP"), ir.function([ir.ptr], ir.ptr))
    let emitCopy = copy.isDeclaration
    let bodies = { [self] in
      if emitDestroy {
        ir.setLinkage(destroy, linkage)
        let igf = IRGenFunction(igm: self, fn: destroy)
        let addr = igf.b.fieldAddress(boxType(s), destroy.param(0), 1)
        igf.emitRelease(igf.b.load(irType(t), addr), t)
        igf.b.retVoid()
      }
      if emitCopy {
        ir.setLinkage(copy, linkage)
        let igf = IRGenFunction(igm: self, fn: copy)
        let b = igf.b
        let old = b.fieldAddress(boxType(s), copy.param(0), 1)
        let value = b.load(irType(t), old)
        igf.emitRetain(value, t)
        let box = emitBoxAllocation(for: s, in: igf)
        b.store(value, b.fieldAddress(boxType(s), box, 1))
        b.ret(box)
      }
    }
    if library {
      ir.setLinkage(destroy, linkage)
      ir.setLinkage(copy, linkage)
      pendingBodies.append(bodies)
    } else {
      bodies()
    }
    let header = ir.constStruct(
      [ir.null(), cString(qualifiedName(s)), ir.constPointerCast(destroy), ir.int(ir.size(of: boxType(s)))],
      type: types.metadataHeader)
    ir.defineGlobal(mangler.typeMetadata(s), initializer: header, linkage: library ? .linkOnceODR : .external, constant: true)
  }
}

extension IRGenFunction {
  /// Copy-on-write for a boxed struct (of type `t`): makes the box at `slot` uniquely
  /// referenced (copying it when shared) and returns it.
  func emitMakeBoxUnique(slot: IRValue, for t: SwiftType) -> IRValue {
    let box = b.load(ir.ptr, slot)
    let count = b.call(ir.runtime(.refCount), [box])
    let shared = b.icmp(.ne, count, ir.int(1))
    let copyBlock = newBlock("box.copy")
    let done = newBlock("box.unique")
    let before = b.insertBlock!
    b.condBr(shared, copyBlock, done)
    b.position(at: copyBlock)
    let fresh = b.call(igm.boxCopyFunction(t), [box])
    b.store(fresh, slot)
    emitReleaseCall(box)
    b.br(done)
    b.position(at: done)
    return b.phi(ir.ptr, [(box, before), (fresh, copyBlock)])
  }

  /// Loads the witness for `requirement` from the table of an existential of protocol
  /// `proto` (by default the requirement's; a composition's holds its parts').
  private func witness(_ ex: IRValue, _ requirement: ValueDecl, _ accessor: Mangler.AccessorKind?, in proto: ProtocolDecl?)
    -> (IRValue, IRType)?
  {
    guard let p = proto ?? requirement.parent as? ProtocolDecl else { return nil }
    let layout = igm.witnessTableLayout(p)
    guard let idx = layout.index(of: requirement, accessor: accessor) else { return nil }
    let table = b.extract(ex, 1)
    let fn = b.load(ir.ptr, b.elementAddress(ir.ptr, table, ir.int(Int64(idx))))
    return (fn, igm.witnessFunctionType(layout.entries[idx]))
  }

  /// `existential.property` through the witness table.
  func emitWitnessGetter(existential ex: IRValue, requirement: VarDecl, resultType: SwiftType,
                         proto: ProtocolDecl? = nil) -> ManagedValue {
    guard let (fn, type) = dispatchedWitness(ex, requirement, .getter, in: proto) else { return trivial(ir.null(igm.irType(resultType)), resultType) }
    return emitCall(fn, type: type, args: [], selfArg: b.extract(ex, 0), resultType: resultType)
  }

  /// `existential.property = newValue` (borrowed) through the witness table.
  func emitWitnessSetter(existentialAddress: IRValue, requirement: VarDecl, newValue: IRValue, proto: ProtocolDecl? = nil) {
    let ex = b.load(igm.existentialType, existentialAddress)
    guard let (fn, type) = dispatchedWitness(ex, requirement, .setter, in: proto) else { return }
    // The object slot is field 0 of the existential.
    b.call(type, fn, [newValue, existentialAddress])
  }

  /// `existential.method(args)` through the witness table.
  func emitWitnessMethodCall(_ f: AbstractFunctionDecl, base: Expr, args: [Expr], resultType: SwiftType) -> ManagedValue {
    let proto = lowered(base.type)?.existentialProtocol
    if f.modifiers.isMutating {
      let access = emitLValue(base).beginAccess(self)
      let evaluated = emitArguments(f.parameters.parameters, args)
      let ex = b.load(igm.existentialType, access.address)
      var r = trivial(ir.null(igm.irType(resultType)), resultType)
      if let (fn, type) = dispatchedWitness(ex, f, nil, in: proto) {
        r = emitCall(fn, type: type, args: evaluated.values, selfArg: access.address, resultType: igm.resultType(f))
      }
      finish(evaluated)
      access.end(self)
      return r
    }
    let ex = emitRValue(base)
    let evaluated = emitArguments(f.parameters.parameters, args)
    var r = trivial(ir.null(igm.irType(resultType)), resultType)
    if let (fn, type) = dispatchedWitness(ex.value, f, nil, in: proto) {
      r = emitCall(fn, type: type, args: evaluated.values, selfArg: b.extract(ex.value, 0), resultType: igm.resultType(f))
    }
    finish(evaluated)
    emitEndUse(ex)
    return r
  }

  /// `witness`, recorded for `-emit-sil` as the load of `requirement`'s witness.
  private func dispatchedWitness(_ ex: IRValue, _ requirement: ValueDecl, _ accessor: Mangler.AccessorKind?,
                                 in proto: ProtocolDecl?) -> (IRValue, IRType)?
  {
    guard let (fn, type) = witness(ex, requirement, accessor, in: proto) else { return nil }
    if igm.facts != nil, let p = proto ?? requirement.parent as? ProtocolDecl {
      let layout = igm.witnessTableLayout(p)
      if let idx = layout.index(of: requirement, accessor: accessor) {
        record(.witnessMethod(p, layout.entries[idx], index: idx), on: fn)
      }
    }
    return (fn, type)
  }
}

// MARK: Protocol extensions

extension IRGenModule {
  /// The generic parameters a member of an extension of `p` is specialized over:
  /// `Self`, then the associated types `p` declares and those of the protocols it
  /// inherits (`Element` of Sequence in `extension Collection`), as Sema's
  /// `visibleAssociatedTypes` (see Sema/ProtocolExtensions.swift).
  func protocolExtensionSignature(_ p: ProtocolDecl) -> [GenericTypeParamDecl] {
    var result: [GenericTypeParamDecl] = [p.selfParameter]
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(p)]
    var pending = [p]
    while !pending.isEmpty {
      let q = pending.removeFirst()
      for a in q.members.compactMap({ $0 as? AssociatedTypeDecl }) where !result.contains(where: { $0 === a }) {
        result.append(a)
      }
      for case .existential(let parent)? in q.inherited.map(\.resolved) where seen.insert(ObjectIdentifier(parent)).inserted {
        pending.append(parent)
      }
    }
    return result
  }

  /// The arguments of `protocolExtensionSignature(p)` for a use on a value of type
  /// `base` (a conforming type, or an existential of `p`; the instance type of a
  /// metatype): the base, then its type witnesses (each from the conformance to the
  /// protocol that declares the associated type); nil without a base.
  func protocolExtensionArguments(_ p: ProtocolDecl, base: SwiftType?) -> [SwiftType]? {
    guard var selfType = base else { return nil }
    if case .metatype(let instance) = selfType { selfType = instance }
    return [selfType] + protocolExtensionSignature(p).dropFirst().map { a in
      // (A built-in sequence's `Element` is no recorded witness: a range of Int's.)
      if let a = a as? AssociatedTypeDecl, a.isSequenceElement, let element = selfType.builtinSequenceElement {
        return element
      }
      for q in [a.parent as? ProtocolDecl, p].compactMap({ $0 }) {
        guard let found = selfType.conformance(to: q),
          let witness = normalized(found.conformance).typeWitnesses[ObjectIdentifier(a)]
        else { continue }
        return witness.substituting(found.substitutions)
      }
      return .error
    }
  }
}

// MARK: Protocol compositions

extension IRGenModule {
  /// The witness table of `n` as a value of composition `p` (`Named & Aged`): the
  /// tables of its parts one after the other, private to this module (see
  /// Sema/ProtocolComposition.swift).
  func compositionWitnessTable(_ t: SwiftType, _ p: ProtocolDecl) -> IRValue? {
    let conformances = p.composition.compactMap { conformance(of: t, to: $0) }
    guard conformances.count == p.composition.count else { return nil }
    guard let n = t.nominalDecl, !conformances.contains(where: isPerTypeConformance) else {
      // A specialization's or a built-in type's: each part's table for the type, their
      // entries but the last (the describe function) one after the other.
      return specializedCompositionWitnessTable(conformances, for: t)
    }
    let name = conformances.map { mangler.witnessTable($0) }.joined(separator: "_")
    if let existing = compositionTables[name] { return existing }
    // (Made while a function is under construction: the builder's position is kept.)
    let saved = IRBuilder(ir).insertBlock
    defer { if let saved { IRBuilder(ir).position(at: saved) } }
    var entries: [IRValue] = []
    for conf in conformances {
      for e in witnessTableLayout(conf.proto).entries {
        let name = mangler.witnessThunk(conf, requirement: e.requirement, accessor: e.accessor)
        // The thunks of a conformance declared here are emitted with its table.
        let thunk = conf.moduleName == moduleName ? emitWitnessThunk(conf, e) : ir.declareFunction(name, witnessFunctionType(e))
        entries.append(ir.constPointerCast(thunk))
      }
    }
    entries.append(describeWitness(of: n))
    let g = ir.defineGlobal(name + "_composition", initializer: ir.constArray(ir.ptr, entries), linkage: .private,
                            constant: true)
    let table = ir.constPointerCast(g)
    compositionTables[name] = table
    return table
  }
}
