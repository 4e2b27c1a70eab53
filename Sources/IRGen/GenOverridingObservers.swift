import AST

// `override var x: T { willSet { } didSet { } }`: observers a subclass adds to an
// inherited stored property. The property keeps its one field (in the class that
// declares it); the override has no storage. Assigning through an instance runs the
// observers of the instance's own class and of its superclasses, outermost first, as
// swiftc's chain of overriding setters does (`D.willSet`, then `super.x = v`: `C.willSet`,
// the store, `C.didSet`; then `D.didSet`): IRGen picks the class at run time from the
// object's metadata (`ms_metadata_is_subclass`). Through `super` the chain starts at the
// superclass.

extension IRGenModule {
  /// The stored property an observing override adds observers to (`v` itself otherwise;
  /// Sema checked that it is a stored property of this module).
  func storageRoot(_ v: VarDecl) -> VarDecl {
    var root = v
    var depth = 0
    while root.isObservingOverride, let up = root.overriddenDecl as? VarDecl, depth < 1000 {
      root = up
      depth += 1
    }
    return root
  }

  /// The observing overrides of stored property `root` in this module's classes.
  func observingOverrides(of root: VarDecl) -> [VarDecl] {
    guard root.kind == .stored, classDeclaring(root) != nil else { return [] }
    var found: [VarDecl] = []
    func visit(_ d: Decl) {
      if let c = d as? ClassDecl {
        for case let v as VarDecl in c.members where v.isObservingOverride && storageRoot(v) === root {
          found.append(v)
        }
      }
      if let n = d as? NominalTypeDecl { n.members.forEach(visit) }
      if let t = d as? TopLevelCodeDecl {
        for case .decl(let inner) in t.body.elements { visit(inner) }
      }
    }
    module.decls.forEach(visit)
    return found
  }
}

extension IRGenFunction {
  /// Assigns an owned value to stored property `root` of `object` through the observers
  /// of `root`'s overrides: those of the object's own class (`upTo` nil) or of class
  /// `upTo` and its superclasses (an assignment through `super`).
  func emitOverridingObserversAssign(owned value: IRValue, _ type: SwiftType, to address: IRValue, storage root: VarDecl,
                                     object: IRValue, upTo: ClassDecl?, overrides: [VarDecl]) {
    func owner(_ v: VarDecl) -> ClassDecl? { igm.enclosingNominal(v) as? ClassDecl }
    // The overrides that apply to an instance of `c`, outermost (most derived) first.
    func chain(for c: ClassDecl) -> [VarDecl] {
      var out: [VarDecl] = []
      var cur: ClassDecl? = c
      while let x = cur {
        out += overrides.filter { owner($0) === x }
        cur = x.superclass
      }
      return out
    }
    if let upTo {
      emitObserverChain(owned: value, type, to: address, storage: root, object: object, chain: chain(for: upTo))
      return
    }
    // Most derived classes first: the first one the object is an instance of decides.
    let classes = overrides.compactMap(owner).sorted { $0.isSubclass(of: $1) && $0 !== $1 }
    let metadata = b.load(ir.ptr, object)
    let end = newBlock("observers.end")
    for c in classes {
      let match = newBlock("observers.\(c.name)")
      let next = newBlock("observers.next")
      b.condBr(b.call(ir.runtime(.metadataIsSubclass), [metadata, igm.classMetadata(c)]), match, next)
      b.position(at: match)
      emitObserverChain(owned: value, type, to: address, storage: root, object: object, chain: chain(for: c))
      b.br(end)
      b.position(at: next)
    }
    emitObserverChain(owned: value, type, to: address, storage: root, object: object, chain: [])
    b.br(end)
    b.position(at: end)
  }

  /// Each override's `willSet(new)` and old value, outermost first; the stored
  /// property's own observed store; then each `didSet(old)`, innermost first.
  private func emitObserverChain(owned value: IRValue, _ type: SwiftType, to address: IRValue, storage root: VarDecl,
                                 object: IRValue, chain: [VarDecl]) {
    var olds: [(AccessorDecl, IRValue)] = []
    for v in chain {
      if let w = v.accessors.first(where: { $0.accessorKind == .willSet }) {
        _ = emitAccessorCall(w, base: .superObject(object), args: [value])
      }
      if let d = v.accessors.first(where: { $0.accessorKind == .didSet }) {
        let old = b.load(igm.irType(type), address)
        emitRetain(old, type)
        olds.append((d, old))
      }
    }
    emitOwnObserversAssign(owned: value, type, to: address, storage: root, base: .superObject(object))
    for (d, old) in olds.reversed() {
      _ = emitAccessorCall(d, base: .superObject(object), args: [old])
      emitRelease(old, type)
    }
  }
}
