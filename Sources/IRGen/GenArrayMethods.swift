import AST

// The builtins Array's primitive members (stdlib/Array.swift) are written over: the
// initializer `init(repeating:count:)`, the operators `+`, `+=`, the mutating methods
// (`swapAt` among them), and the setter of the range subscript (`a[r] = b`). Mutations work on
// the array variable in place (the runtime makes it unique first); the others read an
// array value.

extension IRGenFunction {
  /// The builtins on array values: `operands` are evaluated (borrowed), the array first.
  func emitArrayBuiltin(_ builtin: Builtin, operands: [ManagedValue], resultType: SwiftType) -> ManagedValue {
    guard let array = operands.first, case .array(let element) = array.type else {
      return trivial(ir.undef(igm.irType(resultType)), resultType)
    }
    switch builtin {
    case .arrayConcat:
      return ManagedValue(value: b.call(ir.runtime(.arrayConcat), [array.value, operands[1].value]), type: resultType,
                          isOwned: true)
    default:
      return trivial(ir.undef(igm.irType(resultType)), resultType)
    }
  }

  /// `[T](repeating: x, count: n)`: the runtime copies (retains) `x` `n` times.
  func emitArrayRepeating(_ value: ManagedValue, count: IRValue, resultType: SwiftType) -> ManagedValue {
    guard case .array(let element) = resultType else { return trivial(ir.undef(igm.irType(resultType)), resultType) }
    let elementType = igm.irType(element)
    let tmp = makeAlloca(elementType, "repeated")
    b.store(value.value, tmp)
    let (retain, release) = igm.arrayElementCallbacks(element)
    let a = b.call(ir.runtime(.arrayRepeating), [tmp, count, ir.int(ir.size(of: elementType)), retain, release])
    return ManagedValue(value: a, type: resultType, isOwned: true)
  }

  /// The mutating methods: arguments first (as swiftc evaluates them before the access
  /// to `self`), then the runtime works on the array variable in place.
  func emitArrayMutation(_ builtin: Builtin, base: Expr, args: [Expr], resultType: SwiftType) -> ManagedValue {
    guard case .array(let element)? = lowered(base.type) else { return trivial(ir.undef(igm.irType(resultType)), resultType) }
    let elementType = igm.irType(element)
    let expected: [SwiftType] = switch builtin {
    case .arrayAppend, .arrayInsert: [element, .int]
    case .arrayRemoveAt, .arrayReserveCapacity, .arrayElementAddress: [.int]
    case .arraySwapAt: [.int, .int]
    case .arrayAppendContents: [.array(element)]
    case .arrayReplaceSubrange: [.int, .int, .array(element), .int, .int]
    default: []
    }
    let values = args.enumerated().map { i, a in
      i < expected.count ? emitRValue(a, expected: expected[i]) : emitRValue(a)
    }
    let lv = emitLValue(base)
    let access = lv.beginAccess(self)
    let slot = access.address
    var result = trivial(ir.undef(ir.literalStruct([])), .void)
    func removed(_ fn: RuntimeFunction, _ extra: [IRValue] = [], trailing: [IRValue] = []) {
      let out = makeAlloca(elementType, "removed")
      b.call(ir.runtime(fn), [slot] + extra + [out] + trailing)
      result = ManagedValue(value: b.load(elementType, out), type: element, isOwned: !igm.isTrivial(element))
    }
    switch builtin {
    case .arrayAppend, .arrayInsert:
      let tmp = makeAlloca(elementType, "element")
      b.store(values[0].value, tmp)
      if builtin == .arrayAppend {
        emitArrayAppend(at: slot, element: tmp, type: element)
      } else {
        b.call(ir.runtime(.arrayInsert), [slot, tmp, values[1].value, ir.null(), ir.int(0)])
      }
    case .arrayRemoveAt: removed(.arrayRemoveAt, [values[0].value], trailing: [ir.null(), ir.int(0)])
    case .arrayRemoveLast: removed(.arrayRemoveLast)
    case .arrayRemoveFirst: removed(.arrayRemoveFirst)
    case .arrayRemoveAll: b.call(ir.runtime(.arrayRemoveAll), [slot])
    case .arrayReserveCapacity: b.call(ir.runtime(.arrayReserve), [slot, values[0].value])
    case .arrayElementAddress:
      result = trivial(b.ptrToInt(emitUniqueArrayElementAddress(at: slot, index: values[0].value, element: element)), .int)
    case .arraySwapAt:
      // Both indices checked as Swift's `swapAt` reads the two elements first (a read's
      // trap), then the two trade places in the buffer made unique: moved, not copied
      // (no retain or release).
      let current = b.load(ir.ptr, slot)
      for index in values.prefix(2) {
        if inlinesArrayAccess {
          emitArrayBoundsCheck(current, index.value)
        } else {
          b.call(ir.runtime(.arrayCheckIndex), [current, index.value, ir.null(), ir.int(0)])
        }
      }
      let first = emitUniqueArrayElementAddress(at: slot, index: values[0].value, element: element)
      let second = emitUniqueArrayElementAddress(at: slot, index: values[1].value, element: element)
      let x = b.load(elementType, first)
      b.store(b.load(elementType, second), first)
      b.store(x, second)
    case .arrayPopLast:
      let type = SwiftType.optional(element)
      let out = makeAlloca(igm.irType(type), "popped")
      b.store(emitOptionalNone(wrapped: element), out)
      let some = newBlock("pop.some")
      let done = newBlock("pop.done")
      b.condBr(b.icmp(.sgt, emitArrayCount(b.load(ir.ptr, slot)), ir.int(0)), some, done)
      b.position(at: some)
      let tmp = makeAlloca(elementType, "removed")
      b.call(ir.runtime(.arrayRemoveLast), [slot, tmp])
      b.store(emitOptionalWrap(b.load(elementType, tmp), wrapped: element), out)
      b.br(done)
      b.position(at: done)
      result = ManagedValue(value: b.load(igm.irType(type), out), type: type, isOwned: !igm.isTrivial(type))
    case .arrayAppendContents:
      b.call(ir.runtime(.arrayAppendContents), [slot, values[0].value])
    case .arrayReplaceSubrange:
      // `Builtin.arrayReplaceSubrange(&self, lower, upper, elements, from, to)`: the setter
      // of Array's range subscript (stdlib/ArrayRangeSubscripts.swift).
      b.call(ir.runtime(.arrayReplaceSubrange), [slot] + values.map(\.value) + [ir.null(), ir.int(0)])
    default:
      break
    }
    access.end(self)
    values.reversed().forEach(emitEndUse)
    return result
  }
}
