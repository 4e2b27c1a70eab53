import AST

// Arrays (the `ext` tier): a `[T]` value is one `MSArray *`, copy-on-write in the runtime.
// Elements are stored inline; the runtime copies them and calls per-type callbacks to
// retain and release the references inside (a class, String or existential element: the
// runtime's own object callbacks, for the one reference at its start; a struct: a private
// function made here).

extension IRGenModule {
  /// `MSArray`'s header: `{ %swift.refcounted, i64 count, i64 capacity, i64 elementSize,
  /// i8* releaseElement, i8* retainElement }`.
  var arrayHeaderType: IRType {
    ir.literalStruct([refCountedType, ir.i64, ir.i64, ir.i64, ir.ptr, ir.ptr])
  }

  /// The element callbacks for `[t]`: (retain, release), null for trivial elements.
  func arrayElementCallbacks(_ t: SwiftType) -> (IRValue, IRValue) {
    switch valueKind(t) {
    case .trivial: return (ir.null(), ir.null())
    case .reference, .existential:
      // (An existential's or an `Any`'s one reference is its first word, as an object
      // element's is.)
      return (ir.constPointerCast(ir.runtime(.retainElementObject)), ir.constPointerCast(ir.runtime(.releaseElementObject)))
    default:
      return (ir.constPointerCast(elementCallback(t, retain: true)), ir.constPointerCast(elementCallback(t, retain: false)))
    }
  }

  /// `void (void *element)` retaining or releasing what an element of type `t` holds.
  private func elementCallback(_ t: SwiftType, retain: Bool) -> IRValue {
    helperFunction("ms.element.\(retain ? "retain" : "release").\(t)", ir.function([ir.ptr], ir.void)) { igf in
      let value = igf.b.load(irType(t), igf.fn.param(0))
      if retain { igf.emitRetain(value, t) } else { igf.emitRelease(value, t) }
      igf.b.retVoid()
    }
  }

  /// A private function of the module made once per name (per element type), its body
  /// emitted by `body`. Made while another function may be under construction, so it
  /// saves and restores the builder's position.
  func helperFunction(_ name: String, _ type: IRType, body: (IRGenFunction) -> Void) -> IRValue {
    if let f = ir.function(named: name) { return f }
    let f = ir.declareFunction(name, type)
    ir.setLinkage(f, .private)
    let saved = IRBuilder(ir).insertBlock
    body(IRGenFunction(igm: self, fn: f))
    if let saved { IRBuilder(ir).position(at: saved) }
    return f
  }
}

extension IRGenFunction {
  /// `[a, b, c]`: a new array (owned) with each element appended (the runtime retains its
  /// copies; owned element temporaries are released after).
  func emitArrayLiteral(_ e: ArrayExpr) -> ManagedValue {
    let type = lowered(e.type) ?? .array(.error)
    guard case .array(let element) = type else { return trivial(ir.null(), type) }
    let elementType = igm.irType(element)
    let (retain, release) = igm.arrayElementCallbacks(element)
    let array = b.call(
      ir.runtime(.arrayAlloc), [ir.int(ir.size(of: elementType)), ir.int(Int64(e.elements.count)), retain, release])
    let slot = makeAlloca(ir.ptr, "array")
    b.store(array, slot)
    let tmp = makeAlloca(elementType, "element")
    for x in e.elements {
      let v = emitRValue(x, expected: element)
      b.store(v.value, tmp)
      emitArrayAppend(at: slot, element: tmp, type: element)
      emitEndUse(v)
    }
    return ManagedValue(value: b.load(ir.ptr, slot), type: type, isOwned: true)
  }

  /// `a[i]`: the element, copied (owned); traps when `i` is out of range.
  func emitArrayElement(array: IRValue, index: IRValue, element: SwiftType) -> ManagedValue {
    if inlinesArrayAccess { return emitInlineArrayGet(array, index, element: element) }
    let tmp = makeAlloca(igm.irType(element), "element")
    b.call(ir.runtime(.arrayGet), [array, index, tmp, ir.null(), ir.int(0)])
    return ManagedValue(value: b.load(igm.irType(element), tmp), type: element, isOwned: !igm.isTrivial(element))
  }

  func emitSubscript(_ s: SubscriptExpr) -> ManagedValue {
    if let d = addressedSubscript(s) { return emitAddressedSubscriptGet(s, d) }
    if let d = s.decl, !isBuiltinSubscriptWitness(d, on: s) { return emitUserSubscriptLValue(s, d, forRead: true).load(self) }
    // (An array's is the library's, `emitAddressedSubscriptGet`.)
    let base = emitRValue(s.base)
    if case .range(_, .int) = base.type, let indexExpr = s.arguments.first?.expr {
      return emitRangeSubscript(base, emitRValue(indexExpr))
    }
    emitEndUse(base)
    let type = lowered(s.type) ?? .error
    return trivial(ir.null(igm.irType(type)), type)
  }

  /// Is subscript requirement `d` used on a String or a range of Int (`c[i]` on `C:
  /// Collection` specialized for `String`)? Then it is `s[i]` (or `r[i]`).
  func isBuiltinSubscriptWitness(_ d: SubscriptDecl, on s: SubscriptExpr) -> Bool {
    let builtin = (igm.resolved(d, on: s.base) as? SubscriptDecl)?.getter?.builtin
    return builtin == .stringSubscript || builtin == .rangeSubscript
  }

  /// `x[i]` as the target of a mutation: through the subscript's addressor (Array's) or
  /// its accessors.
  func emitSubscriptLValue(_ s: SubscriptExpr) -> LValue? {
    if let d = addressedSubscript(s), d.mutableAddressor != nil { return emitAddressedSubscriptLValue(s, d) }
    // (Dictionary's `d[k]` is set through its setter; its payload addressor serves
    // `d[k]?.x` and `d[k]!`, `emitPayloadLValue`.)
    if let d = s.decl, !isBuiltinSubscriptWitness(d, on: s) { return emitUserSubscriptLValue(s, d) }
    return nil
  }

  /// The address of element `index` of the array stored at `address`, for a mutation in
  /// place (`Builtin.arrayElementAddress`): the buffer made unique (copied when shared),
  /// then the index checked, trapping as Swift does.
  func emitUniqueArrayElementAddress(at address: IRValue, index: IRValue, element: SwiftType) -> IRValue {
    if inlinesArrayAccess {
      let array = emitArrayMakeUnique(at: address)
      emitArrayBoundsCheck(array, index)
      return arrayElementAddress(array, index, elementType: igm.irType(element))
    }
    b.call(ir.runtime(.arrayMakeUnique), [address])
    let array = b.load(ir.ptr, address)
    b.call(ir.runtime(.arrayCheckIndexSet), [array, index, ir.null(), ir.int(0)])
    return b.call(ir.runtime(.arrayElement), [array, index])
  }

  /// `a.first` / `a.last`: the element (copied, owned), or `nil` when the array is empty.
  func emitArrayEnd(_ array: IRValue, element: SwiftType, last: Bool) -> ManagedValue {
    let type = SwiftType.optional(element)
    let slot = makeAlloca(igm.irType(type), last ? "last" : "first")
    b.store(emitOptionalNone(wrapped: element), slot)
    let some = newBlock("end.some")
    let done = newBlock("end.done")
    let count = emitArrayCount(array)
    b.condBr(b.icmp(.sgt, count, ir.int(0)), some, done)
    b.position(at: some)
    let index = last ? b.sub(count, ir.int(1)) : ir.int(0)
    let value = emitArrayElement(array: array, index: index, element: element)
    b.store(emitOptionalWrap(emitOwned(value), wrapped: element), slot)
    b.br(done)
    b.position(at: done)
    return ManagedValue(value: b.load(igm.irType(type), slot), type: type, isOwned: !igm.isTrivial(type))
  }

  /// The element count of an array value (never negative, which LLVM is told).
  func emitArrayCount(_ array: IRValue) -> IRValue {
    b.loadNonNegative(b.fieldAddress(igm.arrayHeaderType, array, 1))
  }

  /// A loop over the indices of `array`, from `first` up to its count: `body` is emitted
  /// with the index in the block `NAME.body` and ends its block by branching to `next` (on
  /// to the next index) or `done` (out of the loop, where emission continues).
  func emitArrayIndexLoop(_ array: IRValue, _ name: String, from first: Int64 = 0,
                          body: (_ i: IRValue, _ next: IRBlock, _ done: IRBlock) -> Void) {
    emitCounterLoop(name, counter: "i", start: ir.int(first), while: { b.icmp(.slt, $0, emitArrayCount(array)) },
                    advance: { b.add($0, ir.int(1)) }, body: body)
  }

  /// `[a, b]` as `print` shows it: elements' debug descriptions.
  func emitArrayDescription(_ mv: ManagedValue, element: SwiftType) -> IRValue {
    let slot = makeAlloca(ir.ptr, "array.desc")
    b.store(b.call(ir.runtime(.stringFromUTF8), [igm.cString("["), ir.int(1)]), slot)
    emitArrayIndexLoop(mv.value, "desc") { i, next, _ in
      let sep = newBlock("desc.sep")
      let append = newBlock("desc.append")
      b.condBr(b.icmp(.sgt, i, ir.int(0)), sep, append)
      b.position(at: sep)
      b.call(ir.runtime(.stringAppend), [slot, igm.stringLiteral(", ")])
      b.br(append)
      b.position(at: append)
      let e = emitArrayElement(array: mv.value, index: i, element: element)
      let text = emitDebugDescription(e)
      b.call(ir.runtime(.stringAppend), [slot, text])
      emitReleaseCall(text)
      emitEndUse(e)
      b.br(next)
    }
    b.call(ir.runtime(.stringAppend), [slot, igm.stringLiteral("]")])
    return b.load(ir.ptr, slot)
  }
}
