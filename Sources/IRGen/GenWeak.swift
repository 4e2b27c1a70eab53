import AST

// `weak` and `unowned` stored properties of classes. The field holds the instance's
// address (null for `nil`) counted in the runtime's side table instead of its strong
// count: storing one takes a side reference (`ms_weak_retain`) and gives up the strong
// one; reading one gives a new strong reference, or `nil` (weak) / a trap (unowned) once
// the instance is deinitialized; replacing or destroying one releases the side reference.

extension IRGenFunction {
  /// Stores an owned strong reference into an empty (zero or never-read) field.
  func emitReferenceStorageInit(owned value: IRValue, at address: IRValue, _ ownership: ReferenceOwnership) {
    guard ownership != .strong else { return b.store(value, address) }
    b.call(ir.runtime(.weakRetain), [value])
    b.call(ir.runtime(.release), [value])
    b.store(value, address)
  }

  /// The referenced instance as a new strong reference (+1).
  func emitReferenceStorageLoad(at address: IRValue, _ ownership: ReferenceOwnership) -> IRValue {
    let raw = b.load(ir.ptr, address)
    switch ownership {
    case .strong: return b.call(ir.runtime(.retain), [raw])
    case .weak: return b.call(ir.runtime(.weakLoadStrong), [raw])
    case .unowned: return b.call(ir.runtime(.unownedLoadStrong), [raw])
    }
  }

  /// Replaces the weak or unowned reference in a field with an owned strong one.
  func emitReferenceStorageAssign(owned value: IRValue, at address: IRValue, _ ownership: ReferenceOwnership) {
    let old = b.load(ir.ptr, address)
    emitReferenceStorageInit(owned: value, at: address, ownership)
    b.call(ir.runtime(.weakRelease), [old])
  }

  /// Gives up a field's reference (its object's deinit, a failed initializer).
  func emitReferenceStorageDestroy(at address: IRValue, _ ownership: ReferenceOwnership) {
    b.call(ir.runtime(.weakRelease), [b.load(ir.ptr, address)])
  }
}
