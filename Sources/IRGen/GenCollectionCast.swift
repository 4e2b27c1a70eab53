import AST

// A checked cast from an array or a dictionary to one of other element types (`things
// as? [String]` with `things: [Any]`, `shapes as! [Square]`, `info as? [String: Int]`
// with `info: [String: Any]`): element by element (a dictionary's keys and values), as
// Swift's runtime casts a collection. `as?` and `is` give a new collection when every
// element is one of the target's (nil, false otherwise); `as!` casts each with `as!`,
// so it traps naming the first element that is not one. Sema accepted the element
// casts (Casts.swift).
//
// From an `Any` (`value as? [Int]`), the box holds a collection of some element type:
// the target's (its box metadata is the target's), or another (`[Any]`, `[any P]`, a
// class, an array of those, an Optional of one) whose elements may be the target's. As
// for a cast to a protocol (GenProtocolCast.swift), which collections those are is
// known once every body is emitted: the cast calls a lookup function per target type,
// `ms.cast.collection.<[T]>(metadata, object) -> [T] (+1) or null`, written last, that
// compares the metadata with the box metadata of each collection the module boxes
// whose elements may be the target's and converts it element by element (one function
// per boxed type, made as soon as it is boxed).

extension IRGenFunction {
  /// Is `value` (borrowed) an array or a dictionary whose cast to `target`, one of other
  /// element types, goes element by element?
  func isElementwiseArrayCast(_ value: ManagedValue, _ target: SwiftType) -> Bool {
    switch (lowered(value.type), target) {
    case (.array(let e), .array(let t)): return e != t
    case (.dictionary(let k, let v), .dictionary(let k2, let v2)): return k != k2 || v != v2
    default: return false
    }
  }

  /// Is `value` (borrowed) an `Any` or a protocol value whose cast to array or
  /// dictionary type `target` may find one of other element types
  /// (`ms.cast.collection.<[T]>`)?
  func isAnyToArrayCast(_ value: ManagedValue, _ target: SwiftType) -> Bool {
    switch target {
    case .array, .dictionary: break
    default: return false
    }
    switch lowered(value.type) {
    case .any, .existential: return true
    default: return false
    }
  }

  /// `value is target`: whether every element is one.
  func emitIsCast(_ value: ManagedValue, to target: SwiftType) -> IRValue {
    if isAnyToArrayCast(value, target) || isDynamicToOptionalCast(value, target) {
      let cast = emitConditionalCast(value, to: target)
      let isSome = emitOptionalIsSome(cast, wrapped: target)
      emitEndUse(ManagedValue(value: cast, type: .optional(target), isOwned: true))
      return isSome
    }
    guard isElementwiseArrayCast(value, target) else { return emitCastCheck(value, to: target) }
    let (matches, array) = emitArrayElementwiseCast(value, to: target, forced: false)
    emitEndUse(ManagedValue(value: array, type: target, isOwned: true))
    return matches
  }

  /// `value as? target` from an `Any` or a protocol value (`direct`: the cast of an array
  /// of `target` itself, +1): when that is nil, the lookup's array of another element
  /// type converted.
  func emitAnyToArrayCast(_ value: ManagedValue, to target: SwiftType, direct: IRValue, forced: Bool = false) -> IRValue {
    let optional = SwiftType.optional(target)
    let lookup = newBlock("cast.array.lookup")
    let found = newBlock("cast.array.found")
    let end = newBlock("cast.array.end")
    let directEnd = b.insertBlock!
    let object = b.extract(value.value, 0)
    let isNil = b.icmp(.eq, b.ptrToInt(object), ir.int(0))
    b.condBr(b.or(emitOptionalIsSome(direct, wrapped: target), isNil), end, lookup)
    b.position(at: lookup)
    let array = emitArrayCastLookup(object, b.load(ir.ptr, object), to: target, forced: forced)
    let lookupEnd = b.insertBlock!
    b.condBr(b.icmp(.ne, b.ptrToInt(array), ir.int(0)), found, end)
    b.position(at: found)
    let wrapped = emitOptionalWrap(array, wrapped: target)
    let foundEnd = b.insertBlock!
    b.br(end)
    b.position(at: end)
    return b.phi(igm.irType(optional), [(direct, directEnd), (emitOptionalNone(wrapped: target), lookupEnd), (wrapped, foundEnd)])
  }

  /// `value as? target` element by element: the `target?` (+1).
  func emitConditionalArrayCast(_ value: ManagedValue, to target: SwiftType) -> IRValue {
    let (matches, array) = emitArrayElementwiseCast(value, to: target, forced: false)
    let some = newBlock("cast.array.some")
    let none = newBlock("cast.array.none")
    let end = newBlock("cast.array.end")
    b.condBr(matches, some, none)
    b.position(at: some)
    let wrapped = emitOptionalWrap(array, wrapped: target)
    let someEnd = b.insertBlock!
    b.br(end)
    b.position(at: none)
    emitEndUse(ManagedValue(value: array, type: target, isOwned: true))
    let noneEnd = b.insertBlock!
    b.br(end)
    b.position(at: end)
    return b.phi(igm.irType(.optional(target)), [(wrapped, someEnd), (emitOptionalNone(wrapped: target), noneEnd)])
  }

  /// Whether an `Any`'s object (not null, `metadata` its metadata) holds a collection
  /// of other element types that converts to `target` element by element: the new
  /// `target` (+1) or null (`forced`: a trap at an element that is not one).
  func emitArrayCastLookup(_ object: IRValue, _ metadata: IRValue, to target: SwiftType, forced: Bool) -> IRValue {
    b.call(igm.arrayCastLookup(target), [metadata, object, ir.bool(forced)])
  }

  /// A new array (+1) of the elements of `value` (borrowed) cast to the element type of
  /// `target`, and whether each was one (with `forced`, a trap at the first that is not).
  func emitArrayElementwiseCast(_ value: ManagedValue, to target: SwiftType, forced: Bool) -> (IRValue, IRValue) {
    if case .dictionary = target { return emitDictionaryElementwiseCast(value, to: target, forced: forced) }
    guard case .array(let e) = lowered(value.type), case .array(let t) = target else { return (ir.bool(false), ir.null()) }
    let (retain, release) = igm.arrayElementCallbacks(t)
    let count = emitArrayCount(value.value)
    let slot = makeAlloca(ir.ptr, "cast.array")
    b.store(b.call(ir.runtime(.arrayAlloc), [ir.int(ir.size(of: igm.irType(t))), count, retain, release]), slot)
    let failed = makeAlloca(ir.i1, "cast.array.failed")
    b.store(ir.bool(false), failed)
    let tmp = makeAlloca(igm.irType(t), "cast.element")
    emitCounterLoop("cast.array", counter: "i", start: ir.int(0), while: { b.icmp(.slt, $0, count) },
                    advance: { b.add($0, ir.int(1)) }) { i, next, end in
      let element = emitArrayElement(array: value.value, index: i, element: e)
      let borrowed = ManagedValue(value: element.value, type: e, isOwned: false)
      // (An element that is an array is cast element by element too.)
      guard let payload = emitElementCast(borrowed, to: t, forced: forced, failed: failed, end: end,
                                          releasing: [element]) else { return }
      b.store(payload, tmp)
      emitArrayAppend(at: slot, element: tmp, type: t)
      emitEndUse(ManagedValue(value: payload, type: t, isOwned: true))
      emitEndUse(element)
      b.br(next)
    }
    return (b.not(b.load(ir.i1, failed)), b.load(ir.ptr, slot))
  }

  /// A new dictionary (+1) of the keys and values of `value` (borrowed) cast to those
  /// of `target`, and whether each was one (with `forced`, a trap at the first that is
  /// not).
  private func emitDictionaryElementwiseCast(_ value: ManagedValue, to target: SwiftType, forced: Bool) -> (IRValue, IRValue) {
    guard case .dictionary(let k, let v) = lowered(value.type), case .dictionary(let k2, let v2) = target else {
      return (ir.bool(false), ir.null())
    }
    let slot = makeAlloca(ir.ptr, "cast.dictionary")
    b.store(emitEmptyHashedCollection(target, capacity: 0), slot)
    let failed = makeAlloca(ir.i1, "cast.dictionary.failed")
    b.store(ir.bool(false), failed)
    let keyTmp = makeAlloca(igm.irType(k2), "cast.key")
    let valueTmp = makeAlloca(igm.irType(v2), "cast.value")
    emitHashedIteration(value.value, key: k, value: v) { key, element, next, end in
      guard let castKey = emitElementCast(key, to: k2, forced: forced, failed: failed, end: end, releasing: []) else { return }
      let keyValue = ManagedValue(value: castKey, type: k2, isOwned: true)
      guard let castValue = emitElementCast(element, to: v2, forced: forced, failed: failed, end: end, releasing: [keyValue])
      else { return }
      b.store(castKey, keyTmp)
      b.store(castValue, valueTmp)
      b.call(ir.runtime(.dictionaryLiteralInsert), [slot, keyTmp, valueTmp])
      emitEndUse(ManagedValue(value: castValue, type: v2, isOwned: true))
      emitEndUse(keyValue)
      b.br(next)
    }
    return (b.not(b.load(ir.i1, failed)), b.load(ir.ptr, slot))
  }

  /// An element (borrowed) as a `t` (+1): itself when it is one; nil, with the insert
  /// point in a terminated block, when the code after it is not reached. On a failed
  /// cast, `failed` is set, `releasing` released and the loop left for `end`.
  private func emitElementCast(_ x: ManagedValue, to t: SwiftType, forced: Bool, failed: IRValue, end: IRBlock,
                               releasing: [ManagedValue]) -> IRValue? {
    if lowered(x.type) == t {
      emitRetain(x.value, t)
      return x.value
    }
    if forced { return emitForcedCast(x, to: t) }
    let cast = emitConditionalCast(x, to: t)
    let ok = newBlock("cast.element.ok")
    let fail = newBlock("cast.element.fail")
    b.condBr(emitOptionalIsSome(cast, wrapped: t), ok, fail)
    b.position(at: fail)
    b.store(ir.bool(true), failed)
    releasing.forEach(emitEndUse)
    b.br(end)
    b.position(at: ok)
    return emitOptionalPayload(cast, wrapped: t)
  }
}

extension IRGenModule {
  /// The lookup function of casts from an `Any` to array type `target` (declared;
  /// defined at the end of the module).
  func arrayCastLookup(_ target: SwiftType) -> IRValue {
    if let known = arrayCastLookups.first(where: { $0.target == target }) { return known.fn }
    let fn = ir.declareFunction("ms.cast.collection." + mangler.typeName(target), ir.function([ir.ptr, ir.ptr, ir.i1], ir.ptr))
    ir.setLinkage(fn, .private)
    arrayCastLookups.append((target, fn))
    return fn
  }

  /// May an array of `source` elements hold only `target` elements, which a cast tells
  /// at run time: elements of `Any`, a protocol, a class (or arrays of those)?
  private func mayCastElementwise(_ source: SwiftType, to target: SwiftType) -> Bool {
    guard source != target else { return false }
    switch (source, target) {
    case (.optional(let w), _): return w == target || mayCastElementwise(w, to: target)
    case (.array(let e), .array(let t)): return mayCastElementwise(e, to: t)
    case (.dictionary(let k, let v), .dictionary(let k2, let v2)):
      return (k == k2 || mayCastElementwise(k, to: k2)) && (v == v2 || mayCastElementwise(v, to: v2))
    case (.any, _), (.existential, _), (.anyObject, _): return true
    default: return source.isClassReference && target.isClassReference
    }
  }

  /// Makes the converting function of each boxed array whose elements may be those of
  /// a lookup's target (its body pending); true when it made one.
  func prepareArrayCastLookups() -> Bool {
    var madeOne = false
    for (target, _) in arrayCastLookups {
      let targetName = mangler.typeName(target)
      for name in boxedTypeOrder {
        guard let boxed = boxedTypes[name], !arrayCastEntryNames.contains(name + " " + targetName),
          mayCastElementwise(boxed, to: target)
        else { continue }
        arrayCastEntryNames.insert(name + " " + targetName)
        let fn = ir.declareFunction("ms.cast.collection." + targetName + ".from." + name, ir.function([ir.ptr, ir.i1], ir.ptr))
        ir.setLinkage(fn, .private)
        pendingBodies.append { [self] in
          let outer = substitutions
          substitutions = SubstitutionMap()
          defer { substitutions = outer }
          let igf = IRGenFunction(igm: self, fn: fn)
          let b = igf.b
          var array = b.load(irType(boxed), b.fieldAddress(varBoxType(boxed), fn.param(0), 1))
          var arrayType = boxed
          if case .optional(let w) = boxed {
            // An Optional in the `Any`: looked through (nil is no array).
            let some = igf.newBlock("some")
            let isNil = igf.newBlock("nil")
            b.condBr(igf.emitOptionalIsSome(array, wrapped: w), some, isNil)
            b.position(at: isNil)
            b.ret(ir.null())
            b.position(at: some)
            array = igf.emitOptionalPayload(array, wrapped: w)
            arrayType = w
          }
          if arrayType == target {
            igf.emitRetain(array, target)
            b.ret(array)
            return
          }
          let source = ManagedValue(value: array, type: arrayType, isOwned: false)
          let forced = igf.newBlock("forced")
          let conditional = igf.newBlock("conditional")
          b.condBr(fn.param(1), forced, conditional)
          b.position(at: forced)
          b.ret(igf.emitArrayElementwiseCast(source, to: target, forced: true).1)
          b.position(at: conditional)
          let (matches, result) = igf.emitArrayElementwiseCast(source, to: target, forced: false)
          let found = igf.newBlock("found")
          let none = igf.newBlock("none")
          b.condBr(matches, found, none)
          b.position(at: found)
          b.ret(result)
          b.position(at: none)
          igf.emitEndUse(ManagedValue(value: result, type: target, isOwned: true))
          b.ret(ir.null())
        }
        arrayCastEntries.append((target, boxed, fn))
        madeOne = true
      }
    }
    return madeOne
  }

  /// Defines each lookup: the converted array of the boxed array whose box metadata the
  /// object's is, or null.
  func emitArrayCastLookups() {
    for (target, fn) in arrayCastLookups {
      let igf = IRGenFunction(igm: self, fn: fn)
      let b = igf.b
      for entry in arrayCastEntries where entry.target == target {
        let found = igf.newBlock("found")
        let next = igf.newBlock("next")
        b.condBr(b.icmp(.eq, b.ptrToInt(fn.param(0)), b.ptrToInt(anyBoxMetadata(entry.source))), found, next)
        b.position(at: found)
        b.ret(b.call(ir.function([ir.ptr, ir.i1], ir.ptr), entry.fn, [fn.param(1), fn.param(2)]))
        b.position(at: next)
      }
      b.ret(ir.null())
    }
  }
}
