import AST

/// A storage location an expression names (swiftc's `LValue`): a variable, a stored or
/// computed property, a property reached through an existential. Reading it copies the
/// value out; assigning releases the old value after the new one is stored; an access
/// (for `inout` and mutating methods) yields an address, writing back through the setter
/// afterwards when the storage is computed.
final class LValue {
  enum Kind {
    /// Memory holding the value.
    case address(IRValue)
    /// A computed property with `self` as given (or none for a global/static one).
    case computed(getter: AccessorDecl?, setter: AccessorDecl?, base: ComputedBase)
    /// A property requirement of an existential stored at `existential`.
    case witness(requirement: VarDecl, existential: IRValue, proto: ProtocolDecl?)
    /// A stored property or global with `willSet`/`didSet`, in memory at `address`:
    /// assigning calls `willSet(new)`, stores, then calls `didSet(old)`.
    case observed(address: IRValue, storage: VarDecl, base: ComputedBase)
    /// `_`
    case discard
    /// Storage whose address is known only once the access begins: a subscript's mutable
    /// addressor (GenAddressedSubscript.swift), called then, after what a compound
    /// assignment or a call evaluates first (`d[k, default: f()] += g()` evaluates `g()`
    /// before the addressor evaluates `f()`, as swiftc does). `begin` gives the address
    /// and the access's end.
    case addressor(begin: (IRGenFunction) -> LValueAccess)
    /// A `weak` or `unowned` stored property at `address` (GenWeak.swift), with its
    /// observers when it has any.
    case referenceStorage(address: IRValue, ownership: ReferenceOwnership, observed: VarDecl?, base: ComputedBase)
  }

  enum ComputedBase {
    case none
    /// A class instance (the accessors are dispatched through its vtable).
    case object(IRValue)
    /// `super.property`: the superclass's accessors, called directly.
    case superObject(IRValue)
    /// A struct in memory (the setter takes it `inout`), of the type the tree gives it.
    case structAddress(IRValue, SwiftType?)
  }

  let kind: Kind
  let type: SwiftType
  /// The index arguments of a subscript (`.computed`): the getter takes them, the
  /// setter takes them after the new value.
  var indices: [IRValue] = []
  /// A generic subscript's getter (`.computed`): the generic arguments of its
  /// specialization (the base type's, then its own), else none.
  var genericArguments: [SwiftType] = []
  /// A `static` subscript's (`.computed` with no base): the type it is used on
  /// (`Box<Int>[n: 2]`, `Array<Int>[zeroed: 5]`), which a generic type's accessors are
  /// specialized for.
  var staticSelfType: SwiftType?
  /// Runs when the use of the location ends: releases base temporaries, ends the
  /// access to the enclosing storage.
  var onEnd: [(IRGenFunction) -> Void] = []

  init(_ kind: Kind, _ type: SwiftType) {
    self.kind = kind
    self.type = type
  }

  func end(_ igf: IRGenFunction) {
    for f in onEnd.reversed() { f(igf) }
    onEnd = []
  }

  /// The value stored, copied (+1).
  func load(_ igf: IRGenFunction) -> ManagedValue {
    let b = igf.b
    let r: ManagedValue
    switch kind {
    case .address(let a):
      let v = b.load(igf.igm.irType(type), a)
      igf.emitRetain(v, type)
      r = ManagedValue(value: v, type: type, isOwned: !igf.igm.isTrivial(type))
    case .computed(let getter, _, let base):
      guard let getter else {
        r = igf.trivial(igf.ir.null(igf.igm.irType(type)), type)
        break
      }
      r = igf.emitAccessorCall(getter, base: base, args: indices, selfType: staticSelfType,
                               specialization: genericArguments)
    case .witness(let req, let ex, let proto):
      let value = b.load(igf.igm.existentialType, ex)
      r = igf.emitWitnessGetter(existential: value, requirement: req, resultType: type, proto: proto)
    case .observed(let a, _, _):
      let v = b.load(igf.igm.irType(type), a)
      igf.emitRetain(v, type)
      r = ManagedValue(value: v, type: type, isOwned: !igf.igm.isTrivial(type))
    case .discard:
      r = igf.trivial(igf.ir.null(igf.igm.irType(type)), type)
    case .addressor(let begin):
      let access = begin(igf)
      let v = b.load(igf.igm.irType(type), access.address)
      igf.emitRetain(v, type)
      r = ManagedValue(value: v, type: type, isOwned: !igf.igm.isTrivial(type))
      access.end(igf)
    case .referenceStorage(let a, let ownership, _, _):
      r = ManagedValue(value: igf.emitReferenceStorageLoad(at: a, ownership, type: type), type: type, isOwned: true)
    }
    end(igf)
    return r
  }

  /// Stores an owned value.
  func assign(_ igf: IRGenFunction, owned value: IRValue) {
    switch kind {
    case .address(let a):
      igf.emitAssign(owned: value, type, to: a)
    case .computed(_, let setter, let base):
      if let setter { _ = igf.emitAccessorCall(setter, base: base, args: [value] + indices, selfType: staticSelfType) }
      igf.emitRelease(value, type)
    case .witness(let req, let ex, let proto):
      igf.emitWitnessSetter(existentialAddress: ex, requirement: req, newValue: value, proto: proto)
      igf.emitRelease(value, type)
    case .observed(let a, let storage, let base):
      igf.emitObservedAssign(owned: value, type, to: a, storage: storage, base: base)
    case .discard:
      igf.emitRelease(value, type)
    case .addressor(let begin):
      let access = begin(igf)
      igf.emitAssign(owned: value, type, to: access.address)
      access.end(igf)
    case .referenceStorage(let a, let ownership, let observed, let base):
      if let observed {
        igf.emitOwnObserversAssign(owned: value, type, to: a, storage: observed, base: base, ownership: ownership)
      } else {
        igf.emitReferenceStorageAssign(owned: value, at: a, ownership)
      }
    }
    end(igf)
  }

  /// Begins a read-write access; `LValueAccess.end` finishes it.
  func beginAccess(_ igf: IRGenFunction) -> LValueAccess {
    switch kind {
    case .address(let a):
      return LValueAccess(address: a) { igf in self.end(igf) }
    case .computed(let getter, let setter, let base):
      // Materialize: get into a temporary, let the caller mutate it, set it back.
      let t = igf.igm.irType(type)
      let tmp = igf.makeAlloca(t, "computed.tmp")
      let initial = getter.map {
        igf.emitAccessorCall($0, base: base, args: indices, selfType: self.staticSelfType).value
      } ?? igf.ir.null(t)
      igf.b.store(initial, tmp)
      return LValueAccess(address: tmp) { igf in
        let v = igf.b.load(t, tmp)
        if let setter {
          _ = igf.emitAccessorCall(setter, base: base, args: [v] + self.indices, selfType: self.staticSelfType)
        }
        igf.emitRelease(v, self.type)
        self.end(igf)
      }
    case .witness(let req, let ex, let proto):
      let t = igf.igm.irType(type)
      let tmp = igf.makeAlloca(t, "witness.tmp")
      let existential = igf.b.load(igf.igm.existentialType, ex)
      let initial = igf.emitWitnessGetter(existential: existential, requirement: req, resultType: type, proto: proto)
      igf.b.store(initial.value, tmp)
      return LValueAccess(address: tmp) { igf in
        let v = igf.b.load(t, tmp)
        igf.emitWitnessSetter(existentialAddress: ex, requirement: req, newValue: v, proto: proto)
        igf.emitRelease(v, self.type)
        self.end(igf)
      }
    case .observed(let a, let storage, let base):
      // A copy is mutated, then assigned back through the observers.
      let t = igf.igm.irType(type)
      let tmp = igf.makeAlloca(t, "observed.tmp")
      let initial = igf.b.load(t, a)
      igf.emitRetain(initial, type)
      igf.b.store(initial, tmp)
      return LValueAccess(address: tmp) { igf in
        igf.emitObservedAssign(owned: igf.b.load(t, tmp), self.type, to: a, storage: storage, base: base)
        self.end(igf)
      }
    case .discard:
      let tmp = igf.makeAlloca(igf.igm.irType(type), "discard")
      return LValueAccess(address: tmp) { igf in self.end(igf) }
    case .addressor(let begin):
      let access = begin(igf)
      return LValueAccess(address: access.address) { igf in
        access.end(igf)
        self.end(igf)
      }
    case .referenceStorage(let a, let ownership, _, _):
      // A strong copy is mutated, then assigned back.
      let t = igf.igm.irType(type)
      let tmp = igf.makeAlloca(t, "reference.tmp")
      igf.b.store(igf.emitReferenceStorageLoad(at: a, ownership, type: type), tmp)
      return LValueAccess(address: tmp) { igf in
        self.assign(igf, owned: igf.b.load(t, tmp))
      }
    }
  }
}

/// An address valid until `end` is called.
struct LValueAccess {
  let address: IRValue
  let onEnd: (IRGenFunction) -> Void

  init(address: IRValue, onEnd: @escaping (IRGenFunction) -> Void) {
    self.address = address
    self.onEnd = onEnd
  }

  func end(_ igf: IRGenFunction) { onEnd(igf) }
}

extension IRGenFunction {
  /// The location an assignable expression names.
  func emitLValue(_ e: Expr) -> LValue {
    let type = lowered(e.type) ?? .error
    switch e {
    case let p as ParenExpr:
      return emitLValue(p.subExpr)
    case let io as InOutExpr:
      return emitLValue(io.subExpr)
    case is DiscardAssignmentExpr:
      return LValue(.discard, type)
    case let ref as DeclRefExpr:
      guard let v = ref.decl as? VarDecl else { break }
      let t = lowered(v.interfaceType) ?? type
      if let local = locals[ObjectIdentifier(v)] {
        if holdsReferenceStorage(v), case .address(let a, _) = local { return referenceStorageLValue(v, at: a, type: t) }
        switch local {
        case .address(let a, _), .inoutAddress(let a, _): return LValue(.address(a), t)
        case .value(let value, _):
          // A parameter: not assignable in Swift; give it a scratch copy.
          let tmp = makeAlloca(igm.irType(t), "param.copy")
          b.store(value, tmp)
          return LValue(.address(tmp), t)
        }
      }
      if v.kind == .computed {
        return LValue(.computed(getter: v.getter, setter: v.setter, base: .none), t)
      }
      if holdsReferenceStorage(v) { return referenceStorageLValue(v, at: igm.globalAddress(v, in: self), type: t) }
      return storedLValue(igm.globalAddress(v, in: self), v, t, base: .none)
    case let m as MemberRefExpr:
      return emitMemberLValue(m, type: type)
    case let t as TupleElementExpr:
      return emitTupleElementLValue(t)
    case let o as OptionalEvaluationExpr:
      return emitLValue(o.subExpr)
    case let s as SubscriptExpr:
      if let lv = emitSubscriptLValue(s) { return lv }
    case let bo as BindOptionalExpr:
      // `x?` as the base of a mutation: the payload in place, or a jump to the chain's
      // `nil` when there is none.
      if case .optional(let w)? = lowered(bo.subExpr.type), let target = optionalChainTargets.last {
        return emitPayloadLValue(bo.subExpr, wrapped: w) { igf, isSome in
          let ok = igf.newBlock("bind.some")
          igf.b.condBr(isSome, ok, target)
          igf.b.position(at: ok)
        }
      }
    case let f as ForceValueExpr:
      // `o!.append(x)`, `o! += 1`: the payload in place, or a trap.
      if case .optional(let w)? = lowered(f.subExpr.type) {
        return emitPayloadLValue(f.subExpr, wrapped: w) { igf, isSome in igf.emitUnwrapCheck(isSome: isSome, f) }
      }
    default:
      break
    }
    // An rvalue: materialized in a temporary (released when the use ends).
    let mv = emitRValue(e)
    let value = emitOwned(mv)
    let tmp = makeAlloca(igm.irType(mv.type), "tmp")
    b.store(value, tmp)
    let lv = LValue(.address(tmp), mv.type)
    lv.onEnd.append { igf in igf.emitRelease(igf.b.load(igf.igm.irType(mv.type), tmp), mv.type) }
    return lv
  }

  /// The payload of the optional stored at `optional`, in place, once `check` (given
  /// whether the optional holds a value, an `i1`) has let through only a value that is
  /// not `nil`. A subscript with a payload addressor (Dictionary's `d[k]`) gives the
  /// payload's address itself.
  private func emitPayloadLValue(_ optional: Expr, wrapped w: SwiftType,
                                 check: (IRGenFunction, IRValue) -> Void) -> LValue {
    if let s = optional as? SubscriptExpr, let d = addressedSubscript(s), d.payloadAddressor != nil {
      return emitPayloadAddressedLValue(s, d, wrapped: w, check: check)
    }
    let outer = emitLValue(optional)
    let access = outer.beginAccess(self)
    check(self, emitOptionalIsSome(b.load(igm.irType(.optional(w)), access.address), wrapped: w))
    let payload = igm.optionalRepresentation(w) == .tagged
      ? b.fieldAddress(igm.irType(.optional(w)), access.address, 0) : access.address
    let lv = LValue(.address(payload), w)
    lv.onEnd.append { igf in access.end(igf) }
    return lv
  }

  private func emitMemberLValue(_ m: MemberRefExpr, type: SwiftType) -> LValue {
    let v = igm.storageRoot(igm.member(m))
    let t = memberType(v.interfaceType, base: m.base.type) ?? type
    if m.base is TypeExpr || v.isStaticMember {
      if v.kind == .computed { return LValue(.computed(getter: v.getter, setter: v.setter, base: .none), t) }
      return storedLValue(igm.globalAddress(v, in: self), v, t, base: .none)
    }
    let baseType = igm.memberBaseType(m)
    switch baseType {
    case .existential:
      let baseLV = emitLValue(m.base)
      let access = baseLV.beginAccess(self)
      let lv = LValue(.witness(requirement: v, existential: access.address, proto: lowered(m.base.type)?.existentialProtocol), t)
      lv.onEnd.append { igf in access.end(igf) }
      return lv
    case .nominal(let n) where n is ClassDecl, .boundGeneric(let n, _) where n is ClassDecl:
      let object = emitRValue(m.base)
      let lv: LValue
      if v.kind == .computed {
        let base: LValue.ComputedBase = m.base is SuperRefExpr ? .superObject(object.value) : .object(object.value)
        lv = LValue(.computed(getter: v.getter, setter: v.setter, base: base), t)
      } else if v.referenceOwnership != .strong, let addr = classFieldAddress(object: object.value, property: v, objectType: baseType) {
        let observed = v.accessors.contains { $0.accessorKind == .willSet || $0.accessorKind == .didSet } ? v : nil
        let kind = LValue.Kind.referenceStorage(address: addr, ownership: v.referenceOwnership, observed: observed,
                                                base: .superObject(object.value))
        lv = LValue(kind, t)
      } else if let addr = classFieldAddress(object: object.value, property: v, objectType: baseType) {
        // Observers are called directly; those of overrides are picked by the class of
        // the instance (`.object`), or from the superclass up (`super.x`).
        lv = storedLValue(addr, v, t, base: m.base is SuperRefExpr ? .superObject(object.value) : .object(object.value))
      } else {
        lv = LValue(.discard, t)
      }
      if object.isOwned { lv.onEnd.append { igf in igf.emitEndUse(object) } }
      return lv
    default:
      let baseLV = emitLValue(m.base)
      let access = baseLV.beginAccess(self)
      let lv: LValue
      if v.kind == .computed {
        lv = LValue(.computed(getter: v.getter, setter: v.setter, base: .structAddress(access.address, m.base.type)), t)
      } else if let n = igm.layoutDecl(of: baseType), let idx = igm.storedProperties(of: n).firstIndex(where: { $0 === v }) {
        lv = storedLValue(b.fieldAddress(igm.irType(baseType), access.address, idx), v, t,
                          base: .structAddress(access.address, m.base.type))
      } else {
        lv = LValue(.discard, t)
      }
      lv.onEnd.append { igf in access.end(igf) }
      return lv
    }
  }

  /// `x[i]` of a user-defined subscript: its accessors on `x` (a class instance, a
  /// struct in memory, or none for a `static` one), with the index arguments, evaluated
  /// after the base and released when the use ends. For a read (`forRead`), a struct `x`
  /// that is not plain memory (a computed property, an element reached through an
  /// addressor) is read into a temporary, as swiftc reads it: only getters run, nothing is
  /// written back (`box.items[1...]` of a computed `items` does not call its setter).
  func emitUserSubscriptLValue(_ s: SubscriptExpr, _ requirement: SubscriptDecl, forRead: Bool = false) -> LValue {
    // A protocol's subscript on a generic parameter: the argument's witness.
    let d = igm.resolved(requirement, on: s.base) as? SubscriptDecl ?? requirement
    let t = memberType(d.interfaceType, base: s.base.type) ?? lowered(s.type) ?? .error
    let computed: LValue.ComputedBase
    var finish: [(IRGenFunction) -> Void] = []
    var access: LValueAccess?
    var baseLV: LValue?
    if s.base is TypeExpr || d.isStaticMember {
      computed = .none
    } else if lowered(s.base.type)?.isClass == true {
      let object = emitRValue(s.base)
      computed = s.base is SuperRefExpr ? .superObject(object.value) : .object(object.value)
      if object.isOwned { finish.append { igf in igf.emitEndUse(object) } }
    } else {
      let lv = emitLValue(s.base)
      if case .address = lv.kind { baseLV = lv } else if !forRead { baseLV = lv }
      if baseLV == nil {
        let value = lv.load(self)
        let tmp = makeAlloca(igm.irType(value.type), "subscript.base")
        b.store(value.value, tmp)
        computed = .structAddress(tmp, s.base.type)
        finish.append { igf in igf.emitEndUse(value) }
      } else {
        computed = .none
      }
    }
    let indices = s.arguments.map { emitRValue($0.expr) }
    var base = computed
    if let baseLV {
      let a = baseLV.beginAccess(self)
      access = a
      base = .structAddress(a.address, s.base.type)
    }
    let lv = LValue(.computed(getter: d.getter, setter: d.setter, base: base), s.substitutions.isEmpty ? t : lowered(s.type) ?? t)
    lv.indices = indices.map(\.value)
    if case .none = base, case .metatype(let instance)? = lowered(s.base.type) { lv.staticSelfType = instance }
    if let getter = d.getter, !getter.genericParameters.isEmpty {
      lv.genericArguments = specializationArguments(getter, base: s.base.type, own: s.substitutions.map(lowered)) ?? []
    }
    lv.onEnd.append { igf in
      for i in indices { igf.emitEndUse(i) }
      access?.end(igf)
      for f in finish { f(igf) }
    }
    return lv
  }

  /// The location of stored property or global `v` at `address`: observed when it has
  /// observers, except in its type's initializers and in its own observers.
  private func storedLValue(_ address: IRValue, _ v: VarDecl, _ t: SwiftType, base: LValue.ComputedBase) -> LValue {
    let observed = v.accessors.contains { ($0.accessorKind == .willSet || $0.accessorKind == .didSet) && $0.hasBody }
      || !igm.observingOverrides(of: v).isEmpty
    guard observed else { return LValue(.address(address), t) }
    if let a = function as? AccessorDecl, let s = a.storage, igm.storageRoot(s) === v {
      return LValue(.address(address), t)
    }
    if let c = function as? ConstructorDecl, let n = igm.enclosingNominal(c), n === igm.enclosingNominal(v) {
      return LValue(.address(address), t)
    }
    return LValue(.observed(address: address, storage: v, base: base), t)
  }

  /// Assigns an owned value to an observed location: `willSet(new)`, store, `didSet(old)`,
  /// then releases the old value.
  func emitObservedAssign(owned value: IRValue, _ type: SwiftType, to address: IRValue, storage: VarDecl,
                          base: LValue.ComputedBase) {
    if case .object(let object) = base {
      let overrides = applicableOverrides(of: storage, type)
      emitOverridingObserversAssign(owned: value, type, to: address, storage: storage, object: object, upTo: nil,
                                    overrides: overrides)
      return
    }
    if case .superObject(let object) = base, let current = function.flatMap(igm.enclosingNominal) as? ClassDecl,
      let upTo = current.superclass, case let overrides = applicableOverrides(of: storage, type), !overrides.isEmpty,
      current !== igm.classDeclaring(storage)
    {
      emitOverridingObserversAssign(owned: value, type, to: address, storage: storage, object: object, upTo: upTo,
                                    overrides: overrides)
      return
    }
    emitOwnObserversAssign(owned: value, type, to: address, storage: storage, base: base)
  }

  /// The observing overrides of `storage` that can apply to a value of type `type`: of a
  /// generic class's property, those of the subclasses giving it that type (`override
  /// var value: String` of a `Base<String>` subclass is not one of a `Base<Int>`'s).
  private func applicableOverrides(of storage: VarDecl, _ type: SwiftType) -> [VarDecl] {
    let overrides = igm.observingOverrides(of: storage)
    guard let c = igm.classDeclaring(storage), !c.genericParameters.isEmpty else { return overrides }
    return overrides.filter { $0.interfaceType == type }
  }

  /// The store into an observed location with its own observers only.
  func emitOwnObserversAssign(owned value: IRValue, _ type: SwiftType, to address: IRValue, storage: VarDecl,
                              base: LValue.ComputedBase, ownership: ReferenceOwnership = .strong) {
    if let w = storage.accessors.first(where: { $0.accessorKind == .willSet }) {
      _ = emitAccessorCall(w, base: base, args: [value])
    }
    let old: IRValue
    if ownership == .strong {
      old = b.load(igm.irType(type), address)
      b.store(value, address)
    } else {
      old = emitReferenceStorageLoad(at: address, ownership, type: type)
      emitReferenceStorageAssign(owned: value, at: address, ownership)
    }
    if let d = storage.accessors.first(where: { $0.accessorKind == .didSet }) {
      _ = emitAccessorCall(d, base: base, args: [old])
    }
    emitRelease(old, type)
  }

  /// Calls a computed property's accessor on its base.
  func emitAccessorCall(_ a: AccessorDecl, base: LValue.ComputedBase, args: [IRValue], selfType: SwiftType? = nil,
                        specialization: [SwiftType] = []) -> ManagedValue {
    if !a.genericParameters.isEmpty {
      // A generic subscript's getter: its specialization, called directly.
      return emitGenericAccessorCall(a, base: base, args: args, arguments: specialization)
    }
    switch base {
    case .none:
      if let local = locals[ObjectIdentifier(a)], case .function(let ft)? = lowered(a.interfaceType) {
        // An accessor of a local variable: a local function's value.
        let value = emitLoad(local, isLet: true, type: .function(ft)).value
        return emitCall(b.extract(value, 0), type: igm.thickFunctionType(ft), args: args, selfArg: b.extract(value, 1),
                        resultType: ft.result)
      }
      return emitCallee(.body(a), args: args, selfArg: nil, selfType: selfType)
    case .object(let object):
      let callee = emitMethodCallee(a, object: object)
      return emitCall(callee, type: igm.functionType(.body(a)), args: args, selfArg: object, resultType: igm.resultType(a))
    case .superObject(let object):
      return emitCallee(.body(a), args: args, selfArg: object)
    case .structAddress(let addr, let type):
      if igm.selfConvention(a) == .address {
        return emitCallee(.body(a), args: args, selfArg: addr, selfType: type)
      }
      let n = igm.enclosingNominal(a)
      let value = b.load(igm.irType(lowered(type) ?? n.map(igm.selfType) ?? .error), addr)
      return emitCallee(.body(a), args: args, selfArg: value, selfType: type)
    }
  }

  /// A generic subscript's getter: its specialization for `arguments` (those of its
  /// specialization signature), with `self` as its convention wants.
  private func emitGenericAccessorCall(_ a: AccessorDecl, base: LValue.ComputedBase, args: [IRValue],
                                       arguments: [SwiftType]) -> ManagedValue {
    var selfArg: IRValue?
    switch base {
    case .none: break
    case .object(let object), .superObject(let object): selfArg = object
    case .structAddress(let addr, let t):
      selfArg = igm.selfConvention(a) == .address ? addr : b.load(igm.irType(lowered(t) ?? .error), addr)
    }
    let (fn, fnType) = igm.specializedFunction(a, arguments)
    let result = SubstitutionMap(igm.genericSignature(a), arguments).apply(igm.resultType(a))
    return emitCall(fn, type: fnType, args: args, selfArg: selfArg, resultType: result)
  }

  /// `dest = source`: the source is evaluated first, then the destination, then the
  /// store (releasing the old value).
  func emitAssignExpr(_ a: AssignExpr) {
    guard let dest = a.dest, let source = a.source else { return }
    if containsOptionalBind(dest) {
      // `a?.b = v`, the inside of Sema's optional chain (whose end is the jump target
      // of each `?`): the chain first; when it is `nil` nothing is assigned (and `v` is
      // not evaluated).
      let lv = emitLValue(dest)
      let value = emitOwned(emitRValue(source, expected: lv.type))
      lv.assign(self, owned: value)
      return
    }
    if let s = dest as? SubscriptExpr, let d = addressedSubscript(s), d.payloadAddressor != nil {
      // `d[k] = v`: the key is evaluated before the value, as swiftc does, then the
      // setter stores the value (nil removes the key).
      let lv = emitLValue(s)
      let value = emitOwned(emitRValue(source, expected: lv.type))
      lv.assign(self, owned: value)
      return
    }
    if let k = dest.withoutParens as? KeyPathApplicationExpr { return emitKeyPathAssignment(k, source: source) }
    let rvalue = emitRValue(source, expected: dest.type)
    let value = emitOwned(rvalue)
    if let t = dest.withoutParens as? TupleExpr {
      emitTupleAssignment(t, owned: ManagedValue(value: value, type: rvalue.type, isOwned: true))
      return
    }
    let lv = emitLValue(dest)
    lv.assign(self, owned: value)
  }

  /// `(a, b) = value`: the source is evaluated first (it may read `a` and `b`), then
  /// each element is assigned, left to right, with a copy of its part of the value.
  private func emitTupleAssignment(_ t: TupleExpr, owned value: ManagedValue) {
    guard case .tuple(let types, _) = value.type else { return }
    for (i, e) in t.elements.enumerated() where i < types.count {
      let part = ManagedValue(value: b.extract(value.value, i), type: types[i], isOwned: false)
      switch e.withoutParens {
      case is DiscardAssignmentExpr:
        continue
      case let inner as TupleExpr:
        emitTupleAssignment(inner, owned: ManagedValue(value: emitOwned(part), type: types[i], isOwned: true))
      default:
        emitLValue(e).assign(self, owned: emitOwned(part))
      }
    }
    emitEndUse(value)
  }

  /// True when an lvalue chain goes through a `?`.
  private func containsOptionalBind(_ e: Expr) -> Bool {
    switch e {
    case is BindOptionalExpr: return true
    case let m as MemberRefExpr: return containsOptionalBind(m.base)
    case let s as SubscriptExpr: return containsOptionalBind(s.base)
    case let p as ParenExpr: return containsOptionalBind(p.subExpr)
    case let d as DerivedToBaseExpr: return containsOptionalBind(d.subExpr)
    default: return false
    }
  }

  /// `x += y` and friends: the left side is accessed in place.
  func emitCompoundAssignment(_ builtin: Builtin, _ lhs: Expr, _ rhs: Expr) {
    let lv = emitLValue(lhs)
    let r = emitRValue(rhs)
    let access = lv.beginAccess(self)
    let t = lv.type
    if builtin == .stringAppend {
      b.call(ir.runtime(.stringAppend), [access.address, r.value])
    } else {
      let old = b.load(igm.irType(t), access.address)
      let op: Builtin
      switch builtin {
      case .intAddAssign: op = .intAdd
      case .intSubtractAssign: op = .intSubtract
      case .intMultiplyAssign: op = .intMultiply
      case .intDivideAssign: op = .intDivide
      case .intRemainderAssign: op = .intRemainder
      case .intBitAndAssign: op = .intBitAnd
      case .intBitOrAssign: op = .intBitOr
      case .intBitXorAssign: op = .intBitXor
      case .intShiftLeftAssign: op = .intShiftLeft
      case .intShiftRightAssign: op = .intShiftRight
      case .intMaskingShiftLeftAssign: op = .intMaskingShiftLeft
      case .intMaskingShiftRightAssign: op = .intMaskingShiftRight
      case .doubleAddAssign: op = .doubleAdd
      case .doubleSubtractAssign: op = .doubleSubtract
      case .doubleMultiplyAssign: op = .doubleMultiply
      default: op = .doubleDivide
      }
      let new = emitBuiltinCall(op, operands: [trivial(old, t), r], resultType: t)
      b.store(new.value, access.address)
    }
    access.end(self)
    emitEndUse(r)
  }
}
