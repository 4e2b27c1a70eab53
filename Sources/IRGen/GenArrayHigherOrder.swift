import AST

// `map`, `filter` and `reduce` on arrays (the `ext` tier), inlined as loops: the array
// value is held for the whole loop, each element copied out, passed (borrowed) to the
// function value, and released after. Results are appended to a new array (the runtime
// retains its copy), or carried as the accumulator (owned) for `reduce`.

extension IRGenFunction {
  func emitArrayHigherOrder(_ builtin: Builtin, base: Expr, args: [Expr], resultType: SwiftType) -> ManagedValue {
    guard case .array(let element)? = lowered(base.type), let fnExpr = args.last,
          case .function(let ft)? = lowered(fnExpr.type) else {
      return trivial(ir.undef(igm.irType(resultType)), resultType)
    }
    let array = emitRValue(base)
    // reduce: the initial value is evaluated before the function, as written.
    var accSlot: IRValue?
    if builtin == .arrayReduce, let initialExpr = args.first {
      let initial = emitRValue(initialExpr, expected: resultType)
      let slot = makeAlloca(igm.irType(resultType), "reduce.acc")
      b.store(emitOwned(initial), slot)
      accSlot = slot
    }
    let callee = emitRValue(fnExpr)
    let fnPointer = b.extract(callee.value, 0)
    record(.functionValue, on: fnPointer)
    let context = b.extract(callee.value, 1)
    let fnType = igm.thickFunctionType(ft)

    // map/filter: the result array.
    var outSlot: IRValue?
    var outElement: SwiftType = element
    if builtin != .arrayReduce {
      if builtin == .arrayMap { outElement = ft.result }
      let irElement = igm.irType(outElement)
      let (retain, release) = igm.arrayElementCallbacks(outElement)
      let capacity = builtin == .arrayMap ? emitArrayCount(array.value) : ir.int(0)
      let out = b.call(ir.runtime(.arrayAlloc), [ir.int(ir.size(of: irElement)), capacity, retain, release])
      let slot = makeAlloca(ir.ptr, "\(builtin == .arrayMap ? "map" : "filter").result")
      b.store(out, slot)
      outSlot = slot
    }
    let tmp = makeAlloca(igm.irType(outElement), "hof.element")

    emitArrayIndexLoop(array.value, "hof") { i, next, _ in
      let value = emitArrayElement(array: array.value, index: i, element: element)
      switch builtin {
      case .arrayMap:
        let r = emitCall(fnPointer, type: fnType, args: [value.value], selfArg: context, resultType: ft.result)
        if let outSlot, !igm.isVoidLike(ft.result) {
          b.store(r.value, tmp)
          emitArrayAppend(at: outSlot, element: tmp, type: outElement)
        }
        emitEndUse(r)
      case .arrayFilter:
        let r = emitCall(fnPointer, type: fnType, args: [value.value], selfArg: context, resultType: .bool)
        let keep = newBlock("filter.keep")
        let kept = newBlock("filter.next")
        b.condBr(r.value, keep, kept)
        b.position(at: keep)
        if let outSlot {
          b.store(value.value, tmp)
          emitArrayAppend(at: outSlot, element: tmp, type: outElement)
        }
        b.br(kept)
        b.position(at: kept)
      default:
        if let accSlot {
          let accType = igm.irType(resultType)
          let acc = b.load(accType, accSlot)
          let r = emitCall(fnPointer, type: fnType, args: [acc, value.value], selfArg: context, resultType: resultType)
          emitRelease(acc, resultType)
          b.store(emitOwned(r), accSlot)
        }
      }
      emitEndUse(value)
      b.br(next)
    }
    emitEndUse(callee)
    emitEndUse(array)
    if let outSlot { return ManagedValue(value: b.load(ir.ptr, outSlot), type: resultType, isOwned: true) }
    if let accSlot {
      return ManagedValue(value: b.load(igm.irType(resultType), accSlot), type: resultType,
                          isOwned: !igm.isTrivial(resultType))
    }
    return trivial(ir.undef(igm.irType(resultType)), resultType)
  }
}

// `removeAll(where:)`: the same loop, keeping the elements the predicate rejects.
// (`contains(where:)`, `first(where:)`, `firstIndex(where:)`, `allSatisfy(_:)` and
// `forEach(_:)` are the library's: stdlib/ArraySearch.swift.)

extension IRGenFunction {
  /// Calls the `(T) -> R` value `callee` on element `i` of `array` (borrowed).
  private func emitCallOnElement(_ callee: IRValue, _ ft: FunctionType, _ array: IRValue, _ i: IRValue,
                                 element: SwiftType) -> ManagedValue {
    let value = emitArrayElement(array: array, index: i, element: element)
    let r = emitCall(b.extract(callee, 0), type: igm.thickFunctionType(ft), args: [value.value],
                     selfArg: b.extract(callee, 1), resultType: ft.result)
    emitEndUse(value)
    return r
  }

  /// `a.removeAll(where: p)` on the array stored at `slot`: the elements `p` rejects, in
  /// order, become a new array (copies retained), which replaces the old one.
  func emitArrayRemoveAll(at slot: IRValue, element: SwiftType, where predicate: IRValue) {
    let ft = FunctionType(parameters: [.init(element)], result: .bool)
    let old = b.load(ir.ptr, slot)
    let irElement = igm.irType(element)
    let (retain, release) = igm.arrayElementCallbacks(element)
    let outSlot = makeAlloca(ir.ptr, "removeAll.kept")
    b.store(b.call(ir.runtime(.arrayAlloc), [ir.int(ir.size(of: irElement)), ir.int(0), retain, release]), outSlot)
    let tmp = makeAlloca(irElement, "removeAll.element")
    emitArrayIndexLoop(old, "removeAll") { i, next, _ in
      let r = emitCallOnElement(predicate, ft, old, i, element: element)
      let keep = newBlock("removeAll.keep")
      b.condBr(r.value, next, keep)
      b.position(at: keep)
      b.store(b.load(irElement, arrayElementAddress(old, i, elementType: irElement)), tmp)
      emitArrayAppend(at: outSlot, element: tmp, type: element)
      b.br(next)
    }
    b.store(b.load(ir.ptr, outSlot), slot)
    emitReleaseCall(old)
  }
}
