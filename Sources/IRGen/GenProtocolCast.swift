import AST

// A cast to a protocol from an `Any` or an existential (`x as? P`) whose value is a
// built-in type's (`extension Int: P`, `extension Array: P`) or a generic type's
// specialization (`FlippedShape<Triangle>`, an instance of `Box<Int>` or of a subclass),
// or an Optional holding one (Swift's runtime looks through it).
//
// Such a value is in the box an `Any` keeps it in, whose metadata names its type
// (`$s<mangled type>N`, GenAny.swift); its conformance is one the module makes a
// table for per type. Which types those are is known only once every body is emitted:
// only a type the program boxes can be in an `Any` (a generic one's specializations are
// the module's own: Sema accepts the cast in a module that imports none but Swift; the
// non-generic built-in types are always looked for). A generic class's instance is not
// boxed: its class metadata is one of the specializations the module defines, each
// an entry of the lookup that asks whether the object's class is it or a subclass. So a cast calls a lookup function
// per protocol, `ms.cast.lookup.<protocol>(metadata, object, slot) -> table or null`,
// whose body is written last (`emitProtocolCastLookups`): it compares the metadata with
// the box metadata of each boxed type that conforms, and of each boxed Optional of one,
// and gives that type's table. With a `slot`, it also stores there the object an
// existential of the value holds: the object itself (borrowed), or for an Optional a
// new box of the value it holds (+1). (The program's non-generic structs, enums and
// classes are tried first, by the cast itself: Sema's `castConformers`.)

extension IRGenModule {
  /// The lookup function of casts to `p` (declared; defined at the end of the module).
  func protocolCastLookup(_ p: ProtocolDecl) -> IRValue {
    if let known = protocolCastLookups.first(where: { $0.proto === p }) { return known.fn }
    let fn = ir.declareFunction("ms.cast.lookup." + mangler.typeName(.existential(p)), ir.function([ir.ptr, ir.ptr, ir.ptr], ir.ptr))
    ir.setLinkage(fn, .private)
    protocolCastLookups.append((p, fn))
    return fn
  }

  /// Is a value of `t` a `p`: by a conformance, or as a built-in type's description?
  func conformsForCast(_ t: SwiftType, to p: ProtocolDecl) -> Bool {
    conformance(of: t, to: p) != nil || isBuiltinDescribable(t, as: p)
  }

  /// The table of values of `t` as `p`s when the module makes one per type: a built-in
  /// type's or a specialization's conformance, or a built-in type's description.
  private func perTypeCastTable(_ t: SwiftType, _ p: ProtocolDecl) -> IRValue? {
    if isBuiltinDescribable(t, as: p) { return builtinDescriptionTable(t, p) }
    guard let conf = conformance(of: t, to: p), isPerTypeConformance(conf) else { return nil }
    return existentialWitnessTable(t, p, conformance: conf)
  }

  /// Makes the table of each boxed type (or the type a boxed Optional holds) for each
  /// protocol a cast looks up (their thunks queued); true when it made one, whose bodies
  /// may box more types.
  func prepareProtocolCastLookups() -> Bool {
    var madeOne = false
    for (p, _) in protocolCastLookups {
      // (A non-generic built-in type's value, or an Optional of one, may have been boxed
      // by another module: its box metadata is the same, linkonce_odr.)
      var builtinTypes = p.builtinConformances.filter { $0.type.genericParameters.isEmpty }.compactMap { $0.type.builtinType }
      let scalars: [SwiftType] = [.int, .double, .bool, .string, .character, .substring] + SizedInteger.allCases.map { .sizedInteger($0) }
      builtinTypes += scalars.filter { isBuiltinDescribable($0, as: p) }
      for t in builtinTypes {
        _ = anyBoxMetadata(t)
        _ = anyBoxMetadata(.optional(t))
      }
      let protoName = mangler.typeName(.existential(p))
      for name in boxedTypeOrder {
        guard let boxed = boxedTypes[name], !protocolCastEntryNames.contains(name + " " + protoName) else { continue }
        var t = boxed
        if !conformsForCast(t, to: p), case .optional(let w) = t { t = w }
        if t != boxed && t.isClassReference {
          // An Optional of a class instance: its object is looked up in turn (a generic
          // class's specialization; a non-generic class's instance is tried by the cast).
          protocolCastEntryNames.insert(name + " " + protoName)
          protocolCastEntries.append((p, boxed, ir.null()))
          continue
        }
        guard !t.isClassReference, !p.castNonConformers.contains(where: { $0 === t.nominalDecl }),
          let table = perTypeCastTable(t, p)
        else { continue }
        // (The box an Optional's value moves to: known now, for the lookups of other
        // protocols a cast of that existential may ask.)
        if t != boxed { _ = anyBoxMetadata(t) }
        protocolCastEntryNames.insert(name + " " + protoName)
        protocolCastEntries.append((p, boxed, table))
        madeOne = true
      }
      // A generic class's specializations whose metadata the module defines (an
      // instance has that metadata, or a subclass's), with the table of each that
      // conforms, by its own conformance or its superclass's.
      for (name, layout) in classLayouts.sorted(by: { $0.key < $1.key })
      where specializations["$s" + layout.mangledName + "N"] != nil && !protocolCastEntryNames.contains(name + " " + protoName) {
        guard let conf = conformance(of: layout.type, to: p), isPerTypeConformance(conf),
          let table = existentialWitnessTable(layout.type, p, conformance: conf)
        else { continue }
        protocolCastEntryNames.insert(name + " " + protoName)
        protocolCastEntries.append((p, layout.type, table))
        madeOne = true
      }
    }
    return madeOne
  }

  /// Defines each lookup: the table of the boxed type whose box metadata the object's
  /// is (the object stored into the slot when there is one), or of the type a boxed
  /// Optional holds when it holds one (a new box of it stored into the slot).
  func emitProtocolCastLookups() {
    for (p, fn) in protocolCastLookups {
      let igf = IRGenFunction(igm: self, fn: fn)
      let b = igf.b
      let (metadata, object, slot) = (fn.param(0), fn.param(1), fn.param(2))
      let hasSlot = b.icmp(.ne, b.ptrToInt(slot), ir.int(0))
      /// `store`'s code, run only when the caller passed a slot.
      func ifSlot(_ store: () -> Void) {
        let storing = igf.newBlock("store")
        let done = igf.newBlock("done")
        b.condBr(hasSlot, storing, done)
        b.position(at: storing)
        store()
        b.br(done)
        b.position(at: done)
      }
      for entry in protocolCastEntries where entry.proto === p {
        let found = igf.newBlock("found")
        let next = igf.newBlock("next")
        let matches = entry.type.isClassReference
          ? b.call(ir.runtime(.metadataIsSubclass), [metadata, classMetadata(of: classLayout(of: entry.type))])
          : b.icmp(.eq, b.ptrToInt(metadata), b.ptrToInt(anyBoxMetadata(entry.type)))
        b.condBr(matches, found, next)
        b.position(at: found)
        if case .optional(let w) = entry.type, w.isClassReference, !conformsForCast(entry.type, to: p) {
          // The instance an Optional holds, looked up by its own metadata; stored into
          // the slot +1, as a value out of an Optional is.
          let instance = b.load(ir.ptr, b.fieldAddress(varBoxType(entry.type), object, 1))
          let some = igf.newBlock("some")
          b.condBr(b.icmp(.ne, b.ptrToInt(instance), ir.int(0)), some, next)
          b.position(at: some)
          let table = b.call(fn, [b.load(ir.ptr, instance), instance, slot])
          let isFound = igf.newBlock("instance.found")
          b.condBr(b.icmp(.ne, b.ptrToInt(table), ir.int(0)), isFound, next)
          b.position(at: isFound)
          ifSlot { igf.emitRetain(instance, w) }
          b.ret(table)
          b.position(at: next)
          continue
        }
        if !conformsForCast(entry.type, to: p), case .optional(let w) = entry.type {
          // An Optional: nil is no `p`; its value moved to a box of its own.
          let optional = b.load(irType(entry.type), b.fieldAddress(varBoxType(entry.type), object, 1))
          let some = igf.newBlock("some")
          b.condBr(igf.emitOptionalIsSome(optional, wrapped: w), some, next)
          b.position(at: some)
          ifSlot {
            let value = igf.emitOwned(ManagedValue(value: igf.emitOptionalPayload(optional, wrapped: w), type: w,
                                                   isOwned: false))
            let box = igf.emitExistentialBoxAllocation(for: w)
            b.store(value, b.fieldAddress(varBoxType(w), box, 1))
            b.store(box, slot)
          }
        } else {
          ifSlot { b.store(object, slot) }
        }
        b.ret(entry.table)
        b.position(at: next)
      }
      b.ret(ir.null())
    }
  }
}

extension IRGenFunction {
  /// Is an `Any`'s object (not null), whose metadata is `metadata`, a value of a type
  /// the lookup of `p` finds?
  func emitProtocolCastLookupCheck(_ object: IRValue, _ metadata: IRValue, _ p: ProtocolDecl) -> IRValue {
    let table = b.call(igm.protocolCastLookup(p), [metadata, object, ir.null()])
    return b.icmp(.ne, b.ptrToInt(table), ir.int(0))
  }

  /// The existential of `p` of an `Any`'s object that `emitProtocolCastLookupCheck` said
  /// the lookup finds (+1 when `retained`; a value out of an Optional always +1).
  func emitProtocolCastLookupPayload(_ object: IRValue, _ metadata: IRValue, _ p: ProtocolDecl, retained: Bool) -> IRValue {
    let slot = makeAlloca(ir.ptr, "cast.object")
    let table = b.call(igm.protocolCastLookup(p), [metadata, object, slot])
    let found = b.load(ir.ptr, slot)
    let existential = b.makeStruct(igm.existentialType, [found, table])
    if retained {
      // (The object itself is borrowed: retained; a new box is already owned.)
      let retain = newBlock("cast.lookup.retain")
      let done = newBlock("cast.lookup.done")
      b.condBr(b.icmp(.eq, b.ptrToInt(found), b.ptrToInt(object)), retain, done)
      b.position(at: retain)
      emitRetain(existential, .existential(p))
      b.br(done)
      b.position(at: done)
    }
    return existential
  }
}
