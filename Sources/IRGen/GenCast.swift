import AST

// Checked casts (`is`, `as?`, `as!`), decided from metadata: a class instance's class
// and its superclasses (`ms_metadata_is_subclass`); a protocol value's or an `Any`'s
// object, a class instance or the box of a value, whose metadata is the box metadata of
// the concrete type (GenAny.swift); a specialization's box has its own (a generic type's
// value as an existential, GenSpecializedConformance.swift). A value of a struct, enum or
// built-in type (a generic parameter's value in a specialization) is cast by its type
// alone (`staticCast`). Sema accepted only those pairs (Casts.swift). A cast from an
// optional unwraps it first (GenOptionalCast.swift); one to an array or a dictionary of
// other element types goes element by element (GenCollectionCast.swift).

extension IRGenFunction {
  func emitCast(_ c: CastExpr, type: SwiftType) -> ManagedValue {
    guard let sub = c.subExpr else { return trivial(ir.undef(igm.irType(type)), type) }
    let target = lowered(c.castType) ?? type
    if c.kind == .coerce { return emitRValue(sub, expected: target) }
    if let outcome = c.staticOutcome { return emitStaticCast(c.kind, sub, outcome, to: target) }
    let value = emitRValue(sub)
    if case .optional = lowered(value.type), !{ if case .optional = target { true } else { false } }(),
      !isCastAsItself(lowered(value.type), to: target)
    {
      return emitCastFromOptional(c, value, to: target)
    }
    let result: ManagedValue
    switch c.kind {
    case .isSubtype, .coerce: result = trivial(emitIsCast(value, to: target), .bool)
    case .conditional: result = ManagedValue(value: emitConditionalCast(value, to: target), type: .optional(target), isOwned: true)
    case .forced: result = ManagedValue(value: emitForcedCast(value, to: target), type: target, isOwned: true)
    }
    emitEndUse(value)
    return result
  }

  /// A cast Sema decided from the types (`CastExpr.staticOutcome`): the operand is
  /// evaluated for its effects, and converted to the type when it always is one (Sema
  /// converted it); a failing `as!` traps naming both types, as Swift's runtime does.
  private func emitStaticCast(_ kind: CastExpr.Kind, _ sub: Expr, _ outcome: CastExpr.StaticCastOutcome,
                              to target: SwiftType) -> ManagedValue {
    switch (outcome, kind) {
    case (_, .coerce), (.succeeds, .forced):
      return emitRValue(sub, expected: target)
    case (.succeeds, .conditional):
      let value = emitOwned(emitRValue(sub, expected: target))
      return ManagedValue(value: emitOptionalWrap(value, wrapped: target), type: .optional(target), isOwned: true)
    case (_, .isSubtype):
      emitEndUse(emitRValue(sub))
      return trivial(ir.bool(outcome == .succeeds), .bool)
    case (.fails, .conditional):
      emitEndUse(emitRValue(sub))
      return trivial(emitOptionalNone(wrapped: target), .optional(target))
    case (.fails, .forced):
      let value = emitRValue(sub)
      let source: SwiftType = lowered(value.type)
      let metadata: IRValue
      if case .nominal(let c as ClassDecl) = source { metadata = igm.classMetadata(c) } else { metadata = igm.anyBoxMetadata(source) }
      var named = target
      while case .optional(let w) = named { named = w }
      b.call(ir.runtime(.castFailed), [metadata, castTargetMetadata(named)])
      b.unreachable()
      startDeadBlock()
      return trivial(ir.undef(igm.irType(target)), target)
    }
  }

  /// `value as? target` (borrowed): the `target?` (+1).
  func emitConditionalCast(_ value: ManagedValue, to target: SwiftType) -> IRValue {
    if isElementwiseArrayCast(value, target) { return emitConditionalArrayCast(value, to: target) }
    if isAnyToArrayCast(value, target) {
      return emitAnyToArrayCast(value, to: target, direct: emitDirectConditionalCast(value, to: target))
    }
    if isDynamicToOptionalCast(value, target) { return emitDynamicToOptionalCast(value, to: target) }
    return emitDirectConditionalCast(value, to: target)
  }

  /// Is `value` (borrowed) an `Any`, a protocol value or a class instance cast to an
  /// optional type (`a as? Int?`), which Swift's runtime makes a `T` the value is, wrapped?
  func isDynamicToOptionalCast(_ value: ManagedValue, _ target: SwiftType) -> Bool {
    guard case .optional = target else { return false }
    let source: SwiftType = lowered(value.type)
    switch source {
    case .any, .existential, .anyObject: return true
    default: return source.isClassReference
    }
  }

  /// `value as? T?`: the `T?` an `Any` holds itself, or else the value cast to `T`, wrapped
  /// (+1 `T??`).
  private func emitDynamicToOptionalCast(_ value: ManagedValue, to target: SwiftType) -> IRValue {
    guard case .optional(let w) = target else { return ir.undef(igm.irType(.optional(target))) }
    let result = SwiftType.optional(target)
    var incoming: [(IRValue, IRBlock)] = []
    let end = newBlock("cast.optional.end")
    if case .any = lowered(value.type) {
      let direct = emitDirectConditionalCast(value, to: target)
      let inner = newBlock("cast.optional.inner")
      incoming.append((direct, b.insertBlock!))
      b.condBr(emitOptionalIsSome(direct, wrapped: target), end, inner)
      b.position(at: inner)
    }
    let cast = emitConditionalCast(value, to: w)
    let some = newBlock("cast.optional.some")
    incoming.append((emitOptionalNone(wrapped: target), b.insertBlock!))
    b.condBr(emitOptionalIsSome(cast, wrapped: w), some, end)
    b.position(at: some)
    let wrapped = emitOptionalWrap(cast, wrapped: target)
    incoming.append((wrapped, b.insertBlock!))
    b.br(end)
    b.position(at: end)
    return b.phi(igm.irType(result), incoming)
  }

  /// `value as? target` by the value's metadata (or static type) alone.
  private func emitDirectConditionalCast(_ value: ManagedValue, to target: SwiftType) -> IRValue {
    let matches = emitCastCheck(value, to: target)
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
    return b.phi(igm.irType(.optional(target)), [(payload, someEnd), (emitOptionalNone(wrapped: target), none)])
  }

  /// `value as! target` (borrowed): the `target` (+1), or a trap naming both types.
  func emitForcedCast(_ value: ManagedValue, to target: SwiftType) -> IRValue {
    if isElementwiseArrayCast(value, target) { return emitArrayElementwiseCast(value, to: target, forced: true).1 }
    if isAnyToArrayCast(value, target) || isDynamicToOptionalCast(value, target) {
      // (A collection of other element types traps at an element that is not one; a
      // value that is not a `T` of a `T?` names `T`, as Swift's runtime does.)
      let cast = isAnyToArrayCast(value, target)
        ? emitAnyToArrayCast(value, to: target, direct: emitDirectConditionalCast(value, to: target), forced: true)
        : emitConditionalCast(value, to: target)
      var named = target
      while case .optional(let w) = named { named = w }
      let ok = newBlock("cast.ok")
      let fail = newBlock("cast.fail")
      b.condBr(emitOptionalIsSome(cast, wrapped: target), ok, fail)
      b.position(at: fail)
      b.call(ir.runtime(.castFailed), [b.load(ir.ptr, castObject(value)), castTargetMetadata(named)])
      b.unreachable()
      b.position(at: ok)
      return emitOptionalPayload(cast, wrapped: target)
    }
    let matches = emitCastCheck(value, to: target)
    let ok = newBlock("cast.ok")
    let fail = newBlock("cast.fail")
    b.condBr(matches, ok, fail)
    b.position(at: fail)
    let metadata = staticCast(from: value.type, to: target) == nil ? b.load(ir.ptr, castObject(value)) : igm.anyBoxMetadata(lowered(value.type))
    b.call(ir.runtime(.castFailed), [metadata, castTargetMetadata(target)])
    b.unreachable()
    b.position(at: ok)
    return emitCastPayload(value, to: target)
  }

  /// A cast decided by the value's static type: a generic parameter's value in a
  /// specialization (`shape is Square` in `FlippedShape<Triangle>`), which is a struct's,
  /// an enum's, a built-in type's (or an Optional of one), as swiftc's optimizer folds
  /// it. Nil for a class instance, an `Any`, an `AnyObject` or a protocol value, whose
  /// dynamic type is read at run time.
  private enum StaticCast {
    case always, never
    /// `T?` to `T`: when the optional holds a value.
    case whenSome
    /// `T` to `T?`: always, the value wrapped.
    case wrapped
    /// A value of a type conforming to protocol `P` to `any P` (`t as? P` in a
    /// specialization for `Int`): always, the value boxed with its witness table.
    case erased
    /// An optional of such a value to `any P`: when it holds one, the value boxed.
    case erasedWhenSome
  }

  private func staticCast(from type: SwiftType, to target: SwiftType) -> StaticCast? {
    let source: SwiftType = lowered(type)
    var value = source
    if case .optional(let w) = source { value = w }
    switch value {
    case .any, .anyObject, .existential: return nil
    default:
      if case .existential(let p) = target {
        if igm.conformsForCast(source, to: p) { return .erased }
        // (A class that does not conform may have a subclass that does: asked at run time.)
        if value.isClassReference { return nil }
        // (An optional that does not conform holds a value that may: Swift looks through it.)
        if value != source, igm.conformsForCast(value, to: p) { return .erasedWhenSome }
        return .never
      }
      if value.isClassReference { return nil }
      if source == target { return .always }
      if case .optional(source) = target { return .wrapped }
      if value != source { return value == target ? .whenSome : .never }
      return .never
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
    if case .boundGeneric(_ as ClassDecl, _) = target { return igm.classMetadata(of: igm.classLayout(of: target)) }
    if case .existential(let p) = target {
      // Named as the runtime names a protocol in its message (`main.Shape`).
      let mangled = igm.mangler.typeName(target)
      return igm.varBoxMetadata(target, named: "ms.cast.protocol." + mangled, destroyName: "ms.cast.protocol.destroy." + mangled,
                                typeName: igm.qualifiedName(p), linkage: .linkOnceODR)
    }
    return igm.anyBoxMetadata(target)
  }

  /// Is the value (borrowed) a `target`? False for `nil`.
  func emitCastCheck(_ mv: ManagedValue, to target: SwiftType) -> IRValue {
    switch staticCast(from: mv.type, to: target) {
    case .always?, .wrapped?, .erased?: return ir.bool(true)
    case .never?: return ir.bool(false)
    case .whenSome?: return emitOptionalIsSome(mv.value, wrapped: target)
    case .erasedWhenSome?:
      guard case .optional(let w) = lowered(mv.type) else { return ir.bool(false) }
      return emitOptionalIsSome(mv.value, wrapped: w)
    case nil: break
    }
    let object = castObject(mv)
    let isNil = b.icmp(.eq, b.ptrToInt(object), ir.int(0))
    let check = newBlock("cast.check")
    let end = newBlock("cast.checked")
    let before = b.insertBlock!
    b.condBr(isNil, end, check)
    b.position(at: check)
    let metadata = b.load(ir.ptr, object)
    var result: IRValue
    if case .existential(let p) = target {
      result = emitProtocolCastCheck(object, metadata, p)
    } else if igm.isBoxedInAny(target) {
      result = b.icmp(.eq, b.ptrToInt(metadata), b.ptrToInt(igm.anyBoxMetadata(target)))
    } else {
      result = b.call(ir.runtime(.metadataIsSubclass), [metadata, castTargetMetadata(target)])
    }
    if looksThroughOptional(mv, target) {
      // An Optional in the `Any`: a `target` when it holds one.
      let optional = newBlock("cast.optional")
      let optionalEnd = newBlock("cast.optional.end")
      let direct = b.insertBlock!
      b.condBr(isOptionalBox(metadata, target), optional, optionalEnd)
      b.position(at: optional)
      let isSome = emitOptionalIsSome(loadOptionalBox(object, target), wrapped: target)
      let someEnd = b.insertBlock!
      b.br(optionalEnd)
      b.position(at: optionalEnd)
      result = b.or(result, b.phi(ir.i1, [(ir.bool(false), direct), (isSome, someEnd)]))
    }
    let checkEnd = b.insertBlock!
    b.br(end)
    b.position(at: end)
    return b.phi(ir.i1, [(ir.bool(false), before), (result, checkEnd)])
  }

  /// The value as a `target` (+1, or borrowed from `mv` when not `retained`), once
  /// `emitCastCheck` said it is one.
  func emitCastPayload(_ mv: ManagedValue, to target: SwiftType, retained: Bool = true) -> IRValue {
    if let decided = staticCast(from: mv.type, to: target) {
      let value: IRValue
      switch decided {
      case .always: value = mv.value
      case .whenSome: value = emitOptionalPayload(mv.value, wrapped: target)
      case .wrapped:
        if retained { emitRetain(mv.value, lowered(mv.type)) }
        return emitOptionalWrap(mv.value, wrapped: lowered(mv.type))
      case .erased, .erasedWhenSome:
        // (A new box, +1 even when a borrowed value is asked for: `case let p as P`
        // leaves it alive.)
        var valueType: SwiftType = lowered(mv.type)
        var value = mv.value
        if decided == .erasedWhenSome, case .optional(let w) = valueType {
          value = emitOptionalPayload(value, wrapped: w)
          valueType = w
        }
        guard case .existential(let p) = target, let table = igm.castWitnessTable(valueType, p) else {
          return ir.undef(igm.irType(target))
        }
        return emitExistential(owned: emitOwned(ManagedValue(value: value, type: valueType, isOwned: false)),
                               of: valueType, table: table)
      // (Not reached: the check is false.)
      case .never: return ir.undef(igm.irType(target))
      }
      if retained { emitRetain(value, target) }
      return value
    }
    let object = castObject(mv)
    if case .existential(let p) = target { return emitProtocolCastPayload(object, p, retained: retained) }
    var value = object
    var optional: (end: IRBlock, payload: IRValue)?
    if looksThroughOptional(mv, target) {
      let optionalBlock = newBlock("cast.payload.optional")
      let direct = newBlock("cast.payload")
      b.condBr(isOptionalBox(b.load(ir.ptr, object), target), optionalBlock, direct)
      b.position(at: optionalBlock)
      let payload = emitOptionalPayload(loadOptionalBox(object, target), wrapped: target)
      optional = (b.insertBlock!, payload)
      b.position(at: direct)
    }
    if igm.isBoxedInAny(target) {
      // The value in the existential's box.
      value = b.load(igm.irType(target), b.fieldAddress(igm.varBoxType(target), object, 1))
    }
    if let optional {
      let directEnd = b.insertBlock!
      let join = newBlock("cast.payload.end")
      b.br(join)
      b.position(at: optional.end)
      b.br(join)
      b.position(at: join)
      value = b.phi(igm.irType(target), [(value, directEnd), (optional.payload, optional.end)])
    }
    if retained { emitRetain(value, target) }
    return value
  }

  /// Is an `Any`'s object (not null) a `p`: a value of one of its conformers, or an
  /// Optional holding one (the runtime looks through it)?
  private func emitProtocolCastCheck(_ object: IRValue, _ metadata: IRValue, _ p: ProtocolDecl) -> IRValue {
    let done = newBlock("cast.protocol.checked")
    var incoming: [(IRValue, IRBlock)] = []
    for n in p.castConformers {
      let checkOptional = newBlock("cast.protocol.optional")
      let isDirect = castConformerCheck(metadata, n)
      incoming.append((ir.bool(true), b.insertBlock!))
      b.condBr(isDirect, done, checkOptional)
      b.position(at: checkOptional)
      let optional = SwiftType.optional(n.declaredInterfaceType)
      let load = newBlock("cast.protocol.optional.load")
      let next = newBlock("cast.protocol.next")
      b.condBr(b.icmp(.eq, b.ptrToInt(metadata), b.ptrToInt(igm.anyBoxMetadata(optional))), load, next)
      b.position(at: load)
      let isSome = emitOptionalIsSome(loadBox(object, optional), wrapped: n.declaredInterfaceType)
      incoming.append((isSome, b.insertBlock!))
      b.br(done)
      b.position(at: next)
    }
    // A built-in type's value or a specialization's (GenProtocolCast.swift).
    let found = emitProtocolCastLookupCheck(object, metadata, p)
    incoming.append((found, b.insertBlock!))
    b.br(done)
    b.position(at: done)
    return b.phi(ir.i1, incoming)
  }

  /// An `Any`'s object, which `emitCastCheck` said is a `p`, as an `any p` (+1 when
  /// `retained`, else borrowed from the `Any`): the object (instance or box) with the
  /// witness table of the first conformer it is; a value in an Optional moved to an
  /// existential of its own (always +1).
  private func emitProtocolCastPayload(_ object: IRValue, _ p: ProtocolDecl, retained: Bool) -> IRValue {
    let metadata = b.load(ir.ptr, object)
    let end = newBlock("cast.protocol.end")
    var incoming: [(IRValue, IRBlock)] = []
    for n in p.castConformers {
      guard let table = igm.conformance(of: n, to: p).map(igm.witnessTableGlobal) else { continue }
      let type = n.declaredInterfaceType
      let direct = newBlock("cast.protocol.direct")
      let notDirect = newBlock("cast.protocol.next")
      b.condBr(castConformerCheck(metadata, n), direct, notDirect)
      b.position(at: direct)
      let existential = b.makeStruct(igm.existentialType, [object, table])
      if retained { emitRetain(existential, .existential(p)) }
      incoming.append((existential, b.insertBlock!))
      b.br(end)
      b.position(at: notDirect)
      let optional = SwiftType.optional(type)
      let unwrap = newBlock("cast.protocol.optional")
      let next = newBlock("cast.protocol.next")
      b.condBr(b.icmp(.eq, b.ptrToInt(metadata), b.ptrToInt(igm.anyBoxMetadata(optional))), unwrap, next)
      b.position(at: unwrap)
      let value = emitOwned(ManagedValue(value: emitOptionalPayload(loadBox(object, optional), wrapped: type),
                                         type: type, isOwned: false))
      var unwrapped = value
      if !(n is ClassDecl) {
        unwrapped = igm.emitBoxAllocation(for: n, in: self)
        b.store(value, b.fieldAddress(igm.boxType(n), unwrapped, 1))
      }
      incoming.append((b.makeStruct(igm.existentialType, [unwrapped, table]), b.insertBlock!))
      b.br(end)
      b.position(at: next)
    }
    // A built-in type's value or a specialization's (or an Optional's).
    let existential = emitProtocolCastLookupPayload(object, metadata, p, retained: retained)
    incoming.append((existential, b.insertBlock!))
    b.br(end)
    b.position(at: end)
    return b.phi(igm.existentialType, incoming)
  }

  /// The `t` in an `Any`'s box.
  private func loadBox(_ object: IRValue, _ t: SwiftType) -> IRValue {
    b.load(igm.irType(t), b.fieldAddress(igm.varBoxType(t), object, 1))
  }

  /// Is the object whose metadata is `metadata` a value of `n` (an instance of class `n`
  /// or of a subclass, a box of struct or enum `n`)?
  private func castConformerCheck(_ metadata: IRValue, _ n: NominalTypeDecl) -> IRValue {
    if let c = n as? ClassDecl { return b.call(ir.runtime(.metadataIsSubclass), [metadata, igm.classMetadata(c)]) }
    return b.icmp(.eq, b.ptrToInt(metadata), b.ptrToInt(igm.boxMetadata(n)))
  }

  /// Casting an `Any` to a type that is not optional looks through an Optional boxed in
  /// it (as Swift's runtime does, one level deep; for a cast to a protocol, the
  /// conformers' checks and the lookup do).
  private func looksThroughOptional(_ mv: ManagedValue, _ target: SwiftType) -> Bool {
    guard case .any = mv.type else { return false }
    if case .optional = target { return false }
    if case .existential = target { return false }
    return true
  }

  private func isOptionalBox(_ metadata: IRValue, _ target: SwiftType) -> IRValue {
    b.icmp(.eq, b.ptrToInt(metadata), b.ptrToInt(igm.anyBoxMetadata(.optional(target))))
  }

  /// The `target?` in a box that `isOptionalBox` said holds one.
  private func loadOptionalBox(_ object: IRValue, _ target: SwiftType) -> IRValue {
    let optional = SwiftType.optional(target)
    return b.load(igm.irType(optional), b.fieldAddress(igm.varBoxType(optional), object, 1))
  }
}
