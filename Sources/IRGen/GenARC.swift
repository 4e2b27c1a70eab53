import AST

// Automatic reference counting, Swift's conventions:
// - parameters are borrowed (+0 guaranteed): the callee does not release them;
// - results are owned (+1): the caller consumes or releases them;
// - storing into a variable or property consumes an owned value (a borrowed one is
//   copied first), and on reassignment the old value is released after the new one is
//   stored;
// - locals are released in reverse declaration order when their scope ends;
// - temporaries are released right after the operation that used them.
// Copying a struct retains each of its reference fields; an existential retains its
// object (a class instance or the box holding a struct).

extension IRGenFunction {
  /// +1 on every strong reference inside `v`.
  func emitRetain(_ v: IRValue, _ t: SwiftType) { emitReferenceCounting(v, t, retain: true) }

  /// -1 on every strong reference inside `v` (deinit runs when a count reaches zero).
  func emitRelease(_ v: IRValue, _ t: SwiftType) { emitReferenceCounting(v, t, retain: false) }

  /// A retain (or release) of every strong reference inside `v`, each null-safe.
  private func emitReferenceCounting(_ v: IRValue, _ t: SwiftType, retain: Bool) {
    switch igm.valueKind(t) {
    case .trivial: return
    case .reference:
      retain ? emitRetainCall(v) : emitReleaseCall(v)
    case .existential:
      retain ? emitRetainCall(b.extract(v, 0)) : emitReleaseCall(b.extract(v, 0))
    case .aggregate(let fields):
      forEachField(v, t, fields) { emitReferenceCounting($0, $1, retain: retain) }
    case .enumPayload(let l):
      b.call(igm.enumValueWitness(l, retain: retain), [v])
    }
  }

  /// Retains one object reference (null-safe), recorded for `-emit-sil` with the
  /// statement it belongs to.
  func emitRetainCall(_ object: IRValue) {
    record(.retain(statementLoc), on: b.call(igm.retainFunction, [object]))
  }

  /// Releases one object reference (null-safe), recorded like `emitRetainCall`.
  func emitReleaseCall(_ object: IRValue) {
    record(.release(statementLoc), on: b.call(igm.releaseFunction, [object]))
  }

  private func forEachField(_ v: IRValue, _ t: SwiftType, _ fields: [SwiftType], _ body: (IRValue, SwiftType) -> Void) {
    if case .optional(let w) = t {
      // `{ payload, isSome }`: the payload is zero when nil, and releasing zeros is a no-op.
      body(b.extract(v, 0), w)
      return
    }
    if case .function = t {
      body(b.extract(v, 1), .string)  // the context object
      return
    }
    for (i, ft) in fields.enumerated() where !igm.isTrivial(ft) {
      body(b.extract(v, i), ft)
    }
  }

  /// Makes `mv` owned: a borrowed value is copied (retained).
  func emitOwned(_ mv: ManagedValue) -> IRValue {
    if !mv.isOwned { emitRetain(mv.value, mv.type) }
    return mv.value
  }

  /// Ends the use of a temporary: releases it if it is owned.
  func emitEndUse(_ mv: ManagedValue) {
    if mv.isOwned { emitRelease(mv.value, mv.type) }
  }

  /// Stores an owned value into initialized memory: the old value is released after the
  /// new one is in place (as swiftc does on reassignment).
  func emitAssign(owned value: IRValue, _ t: SwiftType, to addr: IRValue) {
    if igm.isTrivial(t) {
      b.store(value, addr)
      return
    }
    let old = b.load(igm.irType(t), addr)
    b.store(value, addr)
    emitRelease(old, t)
  }
}

extension IRGenModule {
  /// What a retain calls: the runtime's `ms_retain` at `-Onone`; at `-O` a private
  /// always-inline copy of its fast path (null and immortal checks, increment), so LLVM
  /// sees the count arithmetic.
  var retainFunction: IRValue {
    guard options.optimize else { return ir.runtime(.retain) }
    return inlineRefCountFunction("ms.retain.inline") { igf, _, countAddress, count, done in
      let b = igf.b
      let increment = igf.newBlock("increment")
      b.condBr(b.icmp(.slt, count, ir.int(0)), done, increment)
      b.position(at: increment)
      b.store(b.add(count, ir.int(1)), countAddress)
      b.br(done)
    }
  }

  /// What a release calls: `ms_release` at `-Onone`; at `-O` an always-inline fast path
  /// that decrements counts above one and calls `ms_release` only for the last reference.
  var releaseFunction: IRValue {
    guard options.optimize else { return ir.runtime(.release) }
    return inlineRefCountFunction("ms.release.inline") { igf, object, countAddress, count, done in
      let b = igf.b
      let last = igf.newBlock("last")
      let notLast = igf.newBlock("not.last")
      let decrement = igf.newBlock("decrement")
      b.condBr(b.icmp(.eq, count, ir.int(1)), last, notLast)
      b.position(at: last)
      b.call(ir.runtime(.release), [object])
      b.br(done)
      b.position(at: notLast)
      b.condBr(b.icmp(.sgt, count, ir.int(1)), decrement, done)
      b.position(at: decrement)
      b.store(b.sub(count, ir.int(1)), countAddress)
      b.br(done)
    }
  }

  /// The private always-inline `void (i8 *object)` `name`, made once: a null object
  /// returns at once; for another, `body` gets the object, the address of its count and
  /// the count, and ends its blocks by branching to `done` (which returns).
  private func inlineRefCountFunction(
    _ name: String,
    body: (_ igf: IRGenFunction, _ object: IRValue, _ countAddress: IRValue, _ count: IRValue, _ done: IRBlock) -> Void
  ) -> IRValue {
    if let f = ir.function(named: name) { return f }
    let f = ir.declareFunction(name, ir.function([ir.ptr], ir.void))
    ir.setLinkage(f, .private)
    ir.addAttribute(f, "alwaysinline")
    let igf = IRGenFunction(igm: self, fn: f)
    let b = igf.b
    let object = f.param(0)
    let check = igf.newBlock("check")
    let done = igf.newBlock("done")
    b.condBr(b.icmp(.eq, b.ptrToInt(object), ir.int(0)), done, check)
    b.position(at: check)
    let countAddress = b.fieldAddress(refCountedType, object, 1)
    body(igf, object, countAddress, b.load(ir.i64, countAddress), done)
    b.position(at: done)
    b.retVoid()
    return f
  }
}
