import AST

// Array element access, the hot path of every array program.
//
// Swift's own `Array` is library code LLVM can inline: a subscript becomes a bounds
// check and a load, an append a uniqueness check, a capacity check and a store. Here the
// array lives in the C runtime (Sources/Runtime/array.c), out of LLVM's sight, so at -O
// IRGen emits those fast paths itself, typed by the element, and calls the runtime only
// for the slow cases (growing, copying a shared buffer). A failed bounds check traps
// (`llvm.trap`), as swiftc's -O code does, without a message. At -Onone every access is
// a runtime call, which reports Swift's "Fatal error: Index out of range".
//
// The fast paths read `MSArray`'s header (see `arrayHeaderType`): the reference count
// at field 0.1, `count` at 1, `capacity` at 2; the elements follow the header.

extension IRGenFunction {
  /// Whether array accesses are emitted inline (at -O).
  var inlinesArrayAccess: Bool { igm.options.optimize }

  /// The address of element `index` of `array` (the index already checked).
  func arrayElementAddress(_ array: IRValue, _ index: IRValue, elementType: IRType) -> IRValue {
    let elements = b.elementAddress(ir.i8, array, ir.int(ir.size(of: igm.arrayHeaderType)))
    return b.elementAddress(elementType, elements, index)
  }

  /// Traps unless `0 <= index < count` (one unsigned comparison).
  func emitArrayBoundsCheck(_ array: IRValue, _ index: IRValue) {
    trap(if: b.icmp(.uge, index, emitArrayCount(array)))
  }

  /// Makes the array stored at `address` uniquely referenced (copying a shared or
  /// immortal buffer in the runtime) and returns it.
  func emitArrayMakeUnique(at address: IRValue) -> IRValue {
    let array = b.load(ir.ptr, address)
    let shared = newBlock("array.shared")
    let unique = newBlock("array.unique")
    let entry = b.insertBlock!
    let count = b.load(ir.i64, b.fieldAddress(igm.refCountedType, array, 1))
    b.condBr(b.icmp(.eq, count, ir.int(1)), unique, shared)
    b.position(at: shared)
    b.call(ir.runtime(.arrayMakeUnique), [address])
    let copied = b.load(ir.ptr, address)
    b.br(unique)
    b.position(at: unique)
    return b.phi(ir.ptr, [(array, entry), (copied, shared)])
  }

  /// `array[index]` at -O: checked, loaded and retained (owned).
  func emitInlineArrayGet(_ array: IRValue, _ index: IRValue, element: SwiftType) -> ManagedValue {
    emitArrayBoundsCheck(array, index)
    let elementType = igm.irType(element)
    let value = b.load(elementType, arrayElementAddress(array, index, elementType: elementType))
    emitRetain(value, element)
    return ManagedValue(value: value, type: element, isOwned: !igm.isTrivial(element))
  }

  /// `array.append(element)` for the array stored at `address` (`element` points at the
  /// value; the array keeps a retained copy). At -O a unique buffer with spare capacity
  /// takes the copy in place; anything else goes to the runtime, which grows or copies
  /// the buffer.
  func emitArrayAppend(at address: IRValue, element: IRValue, type: SwiftType) {
    guard inlinesArrayAccess else {
      b.call(ir.runtime(.arrayAppend), [address, element])
      return
    }
    let elementType = igm.irType(type)
    let array = b.load(ir.ptr, address)
    let checkCapacity = newBlock("append.check.capacity")
    let fast = newBlock("append.fast")
    let slow = newBlock("append.slow")
    let done = newBlock("append.done")
    let references = b.load(ir.i64, b.fieldAddress(igm.refCountedType, array, 1))
    b.condBr(b.icmp(.eq, references, ir.int(1)), checkCapacity, slow)
    b.position(at: checkCapacity)
    let countAddress = b.fieldAddress(igm.arrayHeaderType, array, 1)
    let count = b.load(ir.i64, countAddress)
    let capacity = b.load(ir.i64, b.fieldAddress(igm.arrayHeaderType, array, 2))
    b.condBr(b.icmp(.slt, count, capacity), fast, slow)
    b.position(at: fast)
    let value = b.load(elementType, element)
    emitRetain(value, type)
    b.store(value, arrayElementAddress(array, count, elementType: elementType))
    b.store(b.add(count, ir.int(1)), countAddress)
    b.br(done)
    b.position(at: slow)
    b.call(ir.runtime(.arrayAppend), [address, element])
    b.br(done)
    b.position(at: done)
  }
}
