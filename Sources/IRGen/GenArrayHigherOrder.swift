import AST

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
