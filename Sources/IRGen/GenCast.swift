import AST

// Checked casts (`is`, `as?`, `as!`), decided from metadata: a class instance's class
// and its superclasses (`ms_metadata_is_subclass`); a protocol value's or an `Any`'s
// object, a class instance or the box of a value, whose metadata is the box metadata of
// the concrete type (GenAny.swift). Sema accepted only those pairs (Casts.swift).

extension IRGenFunction {
  func emitCast(_ c: CastExpr, type: SwiftType) -> ManagedValue {
    guard let sub = c.subExpr else { return trivial(ir.undef(igm.irType(type)), type) }
    let target = lowered(c.castType) ?? type
    if c.kind == .coerce { return emitRValue(sub, expected: target) }
    let value = emitRValue(sub)
    let matches = emitCastCheck(value, to: target)
    switch c.kind {
    case .isSubtype, .coerce:
      emitEndUse(value)
      return trivial(matches, .bool)
    case .conditional:
      let some = newBlock("cast.some")
      let none = newBlock("cast.none")
      let end = newBlock("cast.end")
      b.condBr(matches, some, none)
      b.position(at: some)
      let payload = emitOptionalWrap(emitCastPayload(value, to: target), wrapped: target)
      let someEnd = b.insertBlock!
      b.br(end)
      b.position(at: none)
      b.br(end)
      b.position(at: end)
      let result = b.phi(igm.irType(.optional(target)), [(payload, someEnd), (emitOptionalNone(wrapped: target), none)])
      emitEndUse(value)
      return ManagedValue(value: result, type: .optional(target), isOwned: true)
    case .forced:
      let ok = newBlock("cast.ok")
      let fail = newBlock("cast.fail")
      b.condBr(matches, ok, fail)
      b.position(at: fail)
      b.call(ir.runtime(.castFailed), [b.load(ir.ptr, castObject(value)), castTargetMetadata(target)])
      b.unreachable()
      b.position(at: ok)
      let payload = emitCastPayload(value, to: target)
      emitEndUse(value)
      return ManagedValue(value: payload, type: target, isOwned: true)
    }
  }

  /// The object whose metadata tells the dynamic type: the instance, or an existential's
  /// object (null for `nil`).
  private func castObject(_ mv: ManagedValue) -> IRValue {
    var t = mv.type
    if case .optional(let w) = t { t = w }
    switch t {
    case .existential, .any: return b.extract(mv.value, 0)
    default: return mv.value
    }
  }

  private func castTargetMetadata(_ target: SwiftType) -> IRValue {
    if case .nominal(let c as ClassDecl) = target { return igm.classMetadata(c) }
    return igm.anyBoxMetadata(target)
  }

  /// Is the value (borrowed) a `target`? False for `nil`.
  func emitCastCheck(_ mv: ManagedValue, to target: SwiftType) -> IRValue {
    let object = castObject(mv)
    let isNil = b.icmp(.eq, b.ptrToInt(object), ir.int(0))
    let check = newBlock("cast.check")
    let end = newBlock("cast.checked")
    let before = b.insertBlock!
    b.condBr(isNil, end, check)
    b.position(at: check)
    let metadata = b.load(ir.ptr, object)
    let result: IRValue
    if igm.isBoxedInAny(target) {
      result = b.icmp(.eq, b.ptrToInt(metadata), b.ptrToInt(igm.anyBoxMetadata(target)))
    } else {
      result = b.call(ir.runtime(.metadataIsSubclass), [metadata, castTargetMetadata(target)])
    }
    let checkEnd = b.insertBlock!
    b.br(end)
    b.position(at: end)
    return b.phi(ir.i1, [(ir.bool(false), before), (result, checkEnd)])
  }

  /// The value as a `target` (+1, or borrowed from `mv` when not `retained`), once
  /// `emitCastCheck` said it is one.
  func emitCastPayload(_ mv: ManagedValue, to target: SwiftType, retained: Bool = true) -> IRValue {
    let object = castObject(mv)
    var value = object
    if igm.isBoxedInAny(target) {
      // The value in the existential's box.
      value = b.load(igm.irType(target), b.fieldAddress(igm.varBoxType(target), object, 1))
    }
    if retained { emitRetain(value, target) }
    return value
  }
}
