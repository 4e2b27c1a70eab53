import AST

// `weak` and `unowned` stored properties of classes. The field holds the instance's
// address (null for `nil`) counted in the runtime's side table instead of its strong
// count: storing one takes a side reference (`ms_weak_retain`) and gives up the strong
// one; reading one gives a new strong reference, or `nil` (weak) / a trap (unowned) once
// the instance is deinitialized; replacing or destroying one releases the side reference.
// A variable of a class-bound protocol's type (`weak var delegate: DiceGameDelegate?`)
// holds the existential `{ object, witness table }`: the object, its first field, is
// counted so, and the witness table is kept beside it.

extension IRGenFunction {
  /// Stores an owned strong reference into an empty (zero or never-read) field.
  func emitReferenceStorageInit(owned value: IRValue, at address: IRValue, _ ownership: ReferenceOwnership) {
    guard ownership != .strong else { return b.store(value, address) }
    // (An existential's object is its first field.)
    let object = value.type.isStruct ? b.extract(value, 0) : value
    b.call(ir.runtime(.weakRetain), [object])
    b.call(ir.runtime(.release), [object])
    b.store(value, address)
  }

  /// The referenced instance as a new strong reference (+1), of the variable's type
  /// `type` (a class-bound existential with its witness table).
  func emitReferenceStorageLoad(at address: IRValue, _ ownership: ReferenceOwnership, type: SwiftType) -> IRValue {
    let raw = b.load(ir.ptr, address)
    let strong: IRValue
    switch ownership {
    case .strong: strong = b.call(ir.runtime(.retain), [raw])
    case .weak: strong = b.call(ir.runtime(.weakLoadStrong), [raw])
    case .unowned: strong = b.call(ir.runtime(.unownedLoadStrong), [raw])
    }
    let t = igm.irType(type)
    guard t.isStruct else { return strong }
    let witnesses = b.load(ir.ptr, b.fieldAddress(t, address, 1))
    return b.makeStruct(t, [strong, witnesses])
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

// `weak` and `unowned` locals and globals: the variable's memory (an `alloca`, a box
// when a closure captures it, a global) holds the reference as a class's field does.
// Reading one gives an owned strong reference; its scope's end (or its box's destroy)
// gives up the side reference.

extension IRGenFunction {
  /// Whether `v` is a local or global whose memory holds a weak or unowned reference.
  func holdsReferenceStorage(_ v: VarDecl) -> Bool {
    v.referenceOwnership != .strong && v.kind == .stored && igm.enclosingNominal(v) == nil
  }

  /// Reads local or global `v` held at `address` as an owned strong reference.
  func emitReferenceStorageVariableLoad(_ v: VarDecl, at address: IRValue, type t: SwiftType) -> ManagedValue {
    ManagedValue(value: emitReferenceStorageLoad(at: address, v.referenceOwnership, type: t), type: t, isOwned: true)
  }

  /// The location of local or global `v` at `address`, observed when it has observers.
  func referenceStorageLValue(_ v: VarDecl, at address: IRValue, type t: SwiftType) -> LValue {
    let observed = v.accessors.contains { ($0.accessorKind == .willSet || $0.accessorKind == .didSet) && $0.hasBody }
    return LValue(.referenceStorage(address: address, ownership: v.referenceOwnership, observed: observed ? v : nil,
                                    base: .none), t)
  }
}

extension IRGenModule {
  /// The metadata of the box of a captured `weak var`: its destroy gives up the side
  /// reference.
  func referenceStorageBoxMetadata(_ t: SwiftType, _ ownership: ReferenceOwnership) -> IRValue {
    let name = "ms.box.metadata.\(ownership).\(t)"
    if let g = ir.global(named: name) { return ir.constPointerCast(g) }
    let destroy = ir.declareFunction("ms.box.destroy.\(ownership).\(t)", ir.function([ir.ptr], ir.void))
    ir.setLinkage(destroy, .private)
    pendingBodies.append { [self] in
      let igf = IRGenFunction(igm: self, fn: destroy)
      igf.emitReferenceStorageDestroy(at: igf.b.fieldAddress(varBoxType(t), destroy.param(0), 1), ownership)
      igf.b.retVoid()
    }
    let header = ir.constStruct(
      [ir.null(), cString("box"), ir.constPointerCast(destroy), ir.int(ir.size(of: varBoxType(t)))],
      type: types.metadataHeader)
    return ir.constPointerCast(ir.defineGlobal(name, initializer: header, linkage: .private, constant: true))
  }
}
