import AST

// A generic type's value as an existential (`FlippedShape<Triangle>` as an `any Shape`,
// TSPL's Opaque Types).
//
// A generic type's members exist only as specializations (GenSpecialization.swift), so
// a conformance declared by a generic type (`struct FlippedShape<T: Shape>: Shape`) has
// no witness table of its own: each specialization whose value becomes an existential
// gets one, private to the module, keyed by the specialized type (two specializations
// of one declaration call different code). Its thunks are the declaration's
// (`emitWitnessThunkBody`) with the members called as that specialization. The value's
// box is the one an `Any` would keep it in (GenAny.swift: `$s<mangled type>N`),
// so a cast back to the specialization (`s as? FlippedShape<Triangle>`) compares that
// box metadata, and the table's last entry is the `Any` describe function of the type.
// A subclass of a generic class's specialization (`class IntBox: Base<Int>`) that
// inherits the conformance uses a table made the same way for the subclass.

extension IRGenModule {
  /// Is a conformance of `conf.type` a template, whose tables are made per type?
  func isGenericConformance(_ conf: ProtocolConformance) -> Bool {
    !conf.type.genericParameters.isEmpty
  }

  /// The witness table of values of `t` (a specialization of `conf.type`, or a class
  /// inheriting one) as existentials of `conf.proto`: private to the module, its thunks
  /// emitted with the bodies pending.
  func specializedWitnessTable(_ conf: ProtocolConformance, for t: SwiftType) -> IRValue {
    specializedTable(named: "ms.witness." + mangler.typeName(t) + "." + mangler.witnessTable(conf), [conf], for: t)
  }

  /// The table of values of `t` as a composition of the protocols of `conformances`
  /// (one of them generic): the parts' entries one after the other, then the describe
  /// function.
  func specializedCompositionWitnessTable(_ conformances: [ProtocolConformance], for t: SwiftType) -> IRValue {
    let name = "ms.witness." + mangler.typeName(t) + "." + conformances.map { mangler.witnessTable($0) }.joined(separator: "_")
    return specializedTable(named: name, conformances, for: t)
  }

  private func specializedTable(named name: String, _ conformances: [ProtocolConformance], for t: SwiftType) -> IRValue {
    if let g = ir.global(named: name) { return ir.constPointerCast(g) }
    // (A non-generic part's thunks are emitted here, while a function is under
    // construction: the builder's position is kept.)
    let saved = IRBuilder(ir).insertBlock
    defer { if let saved { IRBuilder(ir).position(at: saved) } }
    var entries: [IRValue] = []
    for conf in conformances {
      for e in witnessTableLayout(conf.proto).entries {
        entries.append(ir.constPointerCast(specializedWitnessThunk(conf, e, for: t)))
      }
    }
    entries.append(ir.constPointerCast(anyDescribeFunction(t)))
    let g = ir.defineGlobal(name, initializer: ir.constArray(ir.ptr, entries), linkage: .private, constant: true)
    return ir.constPointerCast(g)
  }

  /// The thunk of entry `e` of `conf` for values of `t`: a non-generic conformance's
  /// own (declared; defined with its table), else one private to the module for `t`,
  /// its body pending.
  private func specializedWitnessThunk(_ conf: ProtocolConformance, _ e: WitnessTableLayout.Entry, for t: SwiftType) -> IRValue {
    let name = mangler.witnessThunk(conf, requirement: e.requirement, accessor: e.accessor)
    if !isPerTypeConformance(conf) {
      return conf.moduleName == moduleName ? emitWitnessThunk(conf, e) : ir.declareFunction(name, witnessFunctionType(e))
    }
    let fn = ir.declareFunction("ms.witness." + mangler.typeName(t) + "." + name, witnessFunctionType(e))
    guard fn.isDeclaration else { return fn }
    ir.setLinkage(fn, .private)
    pendingBodies.append { [self] in
      // (The types are concrete: no specialization's map applies inside.)
      let outer = substitutions
      substitutions = SubstitutionMap()
      defer { substitutions = outer }
      emitWitnessThunkBody(conf, e, selfType: t, into: fn)
    }
    return fn
  }

  /// The function copying a box of a `t` held by an existential (copy-on-write before a
  /// mutation through it): a non-generic struct's or enum's value witness `wCP`, or one
  /// private function per specialization.
  func boxCopyFunction(_ t: SwiftType) -> IRValue {
    if case .nominal(let n) = t {
      return ir.declareFunction(mangler.valueWitness(n, "wCP"), ir.function([ir.ptr], ir.ptr))
    }
    let fn = ir.declareFunction("ms.box.copy." + mangler.typeName(t), ir.function([ir.ptr], ir.ptr))
    guard fn.isDeclaration else { return fn }
    ir.setLinkage(fn, .private)
    pendingBodies.append { [self] in
      let igf = IRGenFunction(igm: self, fn: fn)
      let b = igf.b
      let value = b.load(irType(t), b.fieldAddress(varBoxType(t), fn.param(0), 1))
      igf.emitRetain(value, t)
      let box = igf.emitExistentialBoxAllocation(for: t)
      b.store(value, b.fieldAddress(varBoxType(t), box, 1))
      b.ret(box)
    }
    return fn
  }
}

extension IRGenFunction {
  /// A new box for a struct or enum value of type `t` in an existential, its metadata
  /// the one an `Any` gives the type (a non-generic type's own box metadata).
  func emitExistentialBoxAllocation(for t: SwiftType) -> IRValue {
    b.call(ir.runtime(.allocObject), [igm.anyBoxMetadata(t), ir.int(ir.size(of: igm.varBoxType(t)))])
  }

  /// Method or accessor `f` of a class called on `object` (of type `objectType`): from
  /// the vtable when it can be overridden; a generic class's as its specialization for
  /// the object's type arguments.
  func emitClassMemberCall(_ f: AbstractFunctionDecl, object: IRValue, objectType: SwiftType, args: [IRValue]) -> ManagedValue {
    guard let arguments = specializationArguments(f, base: objectType) else {
      let callee = emitMethodCallee(f, object: object)
      return emitCall(callee, type: igm.functionType(.body(f)), args: args, selfArg: object, resultType: igm.resultType(f))
    }
    let (fn, type) = igm.specializedFunction(f, arguments)
    var callee = fn
    if igm.isOverriddenInModule(f), let c = igm.enclosingNominal(f) as? ClassDecl,
      let slot = igm.classLayout(of: objectType.asSuperclass(c) ?? objectType).vtableSlot(of: f)
    {
      callee = emitVTableLoad(f, slot: slot, object: object)
    }
    let result = SubstitutionMap(igm.genericSignature(f), arguments).apply(igm.resultType(f))
    return emitCall(callee, type: type, args: args, selfArg: object, resultType: result)
  }
}
