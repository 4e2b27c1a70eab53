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
  func emitRetain(_ v: IRValue, _ t: SwiftType) {
    switch igm.valueKind(t) {
    case .trivial: return
    case .reference:
      if case .optional = t {
        b.call(ir.runtime(.retain), [v])  // null-safe
      } else {
        b.call(ir.runtime(.retain), [v])
      }
    case .existential:
      b.call(ir.runtime(.retain), [b.extract(v, 0)])
    case .aggregate(let fields):
      forEachField(v, t, fields) { emitRetain($0, $1) }
    }
  }

  /// -1 on every strong reference inside `v` (deinit runs when a count reaches zero).
  func emitRelease(_ v: IRValue, _ t: SwiftType) {
    switch igm.valueKind(t) {
    case .trivial: return
    case .reference:
      b.call(ir.runtime(.release), [v])
    case .existential:
      b.call(ir.runtime(.release), [b.extract(v, 0)])
    case .aggregate(let fields):
      forEachField(v, t, fields) { emitRelease($0, $1) }
    }
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
