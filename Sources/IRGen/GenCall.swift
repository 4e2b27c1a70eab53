import AST
import Basic

/// The arguments of a call, evaluated: their LLVM values, plus what to do once the call
/// returns (release owned temporaries, end `inout` accesses).
struct EvaluatedArguments {
  var values: [IRValue] = []
  var temporaries: [ManagedValue] = []
  var accesses: [LValueAccess] = []
  /// The cleanup depth before the temporaries guarded against a later argument's error.
  var guardDepth: Int? = nil
}

extension IRGenFunction {
  func emitCall(_ call: CallExpr) -> ManagedValue {
    let r = emitCallValue(call)
    if callMayThrow(call) { emitErrorCheck() }
    return r
  }

  private func emitCallValue(_ call: CallExpr) -> ManagedValue {
    let fn = call.fn.withoutParens
    let args = call.arguments.map(\.expr)
    let resultType = lowered(call.type) ?? .void

    switch fn {
    case let ref as DeclRefExpr:
      if let e = ref.decl as? EnumElementDecl { return emitEnumConstruction(e, args: args, type: resultType) }
      if let f = ref.decl as? FuncDecl, f.captures != nil, !f.genericParameters.isEmpty {
        // A generic local function: its specialization, with the context of its value.
        guard let (callee, scoped) = genericLocalFunctionValue(f, call.substitutions.map(lowered)) else {
          unexpectedNode(ref, "a generic local function called where Sema found no value of it")
        }
        defer { emitEndUse(scoped) }
        return emitFunctionValueCall(callee, args, resultType: resultType)
      }
      if let f = ref.decl as? FuncDecl, f.captures != nil {
        // A local function: called through its value (function and context).
        return emitFunctionValueCall(ref, args, resultType: resultType)
      }
      guard let f = ref.decl as? AbstractFunctionDecl else { return emitFunctionValueCall(ref, args, resultType: resultType) }
      if let builtin = f.builtin { return emitBuiltinCall(builtin, call: call, resultType: resultType) }
      if let fd = f as? FuncDecl, !fd.genericParameters.isEmpty {
        return emitSpecializedCall(fd, substitutions: call.substitutions.map(lowered), args: args)
      }
      return emitApply(f, args: args, selfArg: nil)

    case let dot as DotSyntaxCallExpr:
      guard let f = igm.resolved(dot.fn.decl, on: dot.base) as? AbstractFunctionDecl else { return trivial(ir.null(igm.irType(resultType)), resultType) }
      // (A generic class's method a subclass overrides is dispatched: `emitMethodCall`.)
      let isDispatched = !(dot.base is SuperRefExpr) && !f.isStaticMember && f.genericParameters.isEmpty
        && lowered(dot.base.type)?.nominalDecl is ClassDecl && igm.isOverriddenInModule(f)
      if let r = emitClassMethodCallThroughMetatype(f, base: dot.base, args: args, resultType: resultType,
                                                    own: call.substitutions.map(lowered)) { return r }
      if !isDispatched, let arguments = specializationArguments(f, base: dot.base.type, own: call.substitutions.map(lowered)) {
        return emitSpecializedCall(f, substitutions: arguments, args: args, base: dot.base)
      }
      return emitMethodCall(f, base: dot.base, args: args, resultType: resultType)

    case let ctor as ConstructorRefCallExpr:
      guard let c = ctor.fn.decl as? AbstractFunctionDecl else { return trivial(ir.null(igm.irType(resultType)), resultType) }
      if let builtin = c.builtin { return emitBuiltinCall(builtin, call: call, resultType: resultType) }
      // `Self(value: 1)` in a protocol extension: the initializer of the type `Self` is.
      guard var cd = igm.resolved(c, onType: lowered(ctor.base.instanceType)) as? ConstructorDecl else {
        return trivial(ir.null(igm.irType(resultType)), resultType)
      }
      // (`T()` with `T` a subclass, of a requirement or of `T: Base`: the witness or
      // `Base`'s `required` initializer, which the subclass overrides or inherits.)
      if cd.modifiers.isRequired, let cls = lowered(ctor.base.instanceType)?.nominalDecl as? ClassDecl,
        cls.genericParameters.isEmpty
      {
        cd = igm.resolveInitializer(cd, in: cls)
      }
      return emitConstruction(cd, instanceType: ctor.base.instanceType, args: args, own: call.substitutions.map(lowered))

    case let other as OtherConstructorDeclRefExpr:
      return emitDelegatingInit(other.decl, args: args, at: other.loc, forced: other.isForced,
                                own: call.substitutions.map(lowered))

    default:
      return emitFunctionValueCall(fn, args, resultType: resultType)
    }
  }

  // MARK: Arguments

  func emitArguments(_ params: [ParamDecl], _ args: [Expr]) -> EvaluatedArguments {
    var out = EvaluatedArguments()
    for (i, arg) in args.enumerated() {
      let param = i < params.count ? params[i] : nil
      let temporaries = out.temporaries.count
      emitArgument(arg, isInOut: param?.isInOut == true, expected: lowered(param?.interfaceType), into: &out)
      if out.temporaries.count > temporaries, let t = out.temporaries.last, args[(i + 1)...].contains(where: mayThrow) {
        let slot = makeAlloca(igm.irType(t.type), "argument")
        b.store(t.value, slot)
        out.guardDepth = out.guardDepth ?? cleanupDepth
        guardTemporary(at: slot, t.type)
      }
    }
    return out
  }

  /// Evaluates one call argument into `out`: an `inout` one begins an access whose
  /// address is passed (the access ends in `finish`); any other is an r-value of the
  /// `expected` type, kept in `out.temporaries` when owned, to be released after the call.
  func emitArgument(_ arg: Expr, isInOut: Bool, expected: SwiftType?, into out: inout EvaluatedArguments) {
    if isInOut {
      var e = arg
      if let io = e as? InOutExpr { e = io.subExpr }
      let access = emitLValue(e).beginAccess(self)
      out.values.append(access.address)
      out.accesses.append(access)
    } else {
      let mv = emitRValue(arg, expected: expected)
      out.values.append(mv.value)
      if mv.isOwned { out.temporaries.append(mv) }
    }
  }

  /// After a call: `inout` accesses end (computed ones write back), then the owned
  /// argument temporaries are released, last one first (as swiftc's cleanup stack does).
  func finish(_ args: EvaluatedArguments) {
    if let depth = args.guardDepth { dropTemporaryCleanups(to: depth) }
    for a in args.accesses.reversed() { a.end(self) }
    for t in args.temporaries.reversed() { emitEndUse(t) }
  }

  /// The initializing entry point of class initializer `c` used on an instance of class
  /// type `t` (a generic superclass's: its specialization for the arguments `t` gives it,
  /// `Base<Int>`'s for an `IntBox`).
  /// (`own`: a generic initializer's own generic arguments.)
  func initializingEntry(_ c: ConstructorDecl, on t: SwiftType, own: [SwiftType] = []) -> (IRValue, IRType) {
    if let owner = igm.enclosingNominal(c) as? ClassDecl, !owner.genericParameters.isEmpty || !own.isEmpty,
      let arguments = t.asSuperclass(owner)?.genericArguments, !arguments.isEmpty || !own.isEmpty
    {
      return igm.specializedInitializingInit(c, arguments + own)
    }
    return (igm.function(.initializingInit(c)), igm.functionType(.initializingInit(c)))
  }

  /// Calls `f` directly with `args` (and `self`; a member of a generic type used on
  /// `selfType`, in its specialization).
  func emitApply(_ f: AbstractFunctionDecl, args: [Expr], selfArg: IRValue?, selfType: SwiftType? = nil) -> ManagedValue {
    let evaluated = emitArguments(f.parameters.parameters, args)
    let r = emitCallee(.body(f), args: evaluated.values, selfArg: selfArg, selfType: selfType)
    finish(evaluated)
    return r
  }

  /// A direct call of the function for `kind`; a member of a generic struct is called
  /// in its specialization for the generic arguments of `selfType` (the base's type,
  /// as the tree has it).
  func emitCallee(_ kind: FunctionKind, args: [IRValue], selfArg: IRValue?, selfType: SwiftType? = nil) -> ManagedValue {
    if case .body(let f) = kind, let arguments = specializationArguments(f, base: selfType) {
      let (fn, type) = igm.specializedFunction(f, arguments)
      let result = SubstitutionMap(igm.genericSignature(f), arguments).apply(igm.resultType(f))
      return emitCall(fn, type: type, args: args, selfArg: selfArg, resultType: result)
    }
    let fn = igm.function(kind)
    return emitCall(fn, type: igm.functionType(kind), args: args, selfArg: selfArg, resultType: callResultType(kind),
                    throwing: igm.isThrowing(kind))
  }

  /// A call; a `throwing` one is also passed the error argument (checked by the caller
  /// once the arguments are released: `emitErrorCheck`).
  func emitCall(_ fn: IRValue, type: IRType, args: [IRValue], selfArg: IRValue?, resultType: SwiftType,
                throwing: Bool = false) -> ManagedValue {
    var all = args
    if let s = selfArg { all.append(s) }
    if throwing { all.append(errorArgument()) }
    let r = b.call(type, fn, all)
    if igm.isVoidLike(resultType) { return trivial(ir.undef(ir.literalStruct([])), .void) }
    return ManagedValue(value: r, type: resultType, isOwned: !igm.isTrivial(resultType))
  }

  private func callResultType(_ kind: FunctionKind) -> SwiftType {
    switch kind {
    case .body(let f): return igm.resultType(f)
    case .allocatingInit(let c), .inheritedConvenienceInit(let c, _): return igm.resultType(c)
    case .initializingInit, .destroyer, .deallocatingDeinit: return .void
    }
  }

  // MARK: Methods

  func emitMethodCall(_ f: AbstractFunctionDecl, base: Expr, args: [Expr], resultType: SwiftType) -> ManagedValue {
    if let builtin = f.builtin, builtin.isHashedCollection {
      return emitHashedCollectionMethod(builtin, base: base, args: args, resultType: resultType)
    }
    if let builtin = f.builtin, builtin.isArrayMutation {
      return emitArrayMutation(builtin, base: base, args: args, resultType: resultType)
    }
    if let builtin = f.builtin, builtin.isStringMutation {
      return emitStringMutation(builtin, base: base, args: args, resultType: resultType)
    }
    if let builtin = f.builtin {
      let baseValue = emitRValue(base)
      let operands = [baseValue] + args.map { emitRValue($0) }
      let r = emitBuiltinCall(builtin, operands: operands, resultType: resultType)
      operands.forEach(emitEndUse)
      return r
    }
    // Static methods: no `self` (a metatype value the base computes is evaluated first:
    // `kind().make()`).
    if base is TypeExpr || f.isStaticMember {
      emitMetatypeBaseForEffects(base)
      return emitApply(f, args: args, selfArg: nil)
    }
    // `super.method()`: the superclass implementation, statically.
    if let sup = base as? SuperRefExpr {
      let object = emitRValue(sup)
      return emitApply(f, args: args, selfArg: object.value)
    }
    let baseType = lowered(base.type) ?? .error
    // A method of the class of a composition (`Location & Named`) is called on its object.
    let isClassMethod = igm.enclosingNominal(f) is ClassDecl
    switch baseType {
    case .existential where !isClassMethod:
      return emitWitnessMethodCall(f, base: base, args: args, resultType: resultType)
    case .existential, .nominal(is ClassDecl):
      let object = emitRValue(base)
      let instance = baseType.existentialProtocol != nil ? b.extract(object.value, 0) : object.value
      let evaluated = emitArguments(f.parameters.parameters, args)
      let callee = emitMethodCallee(f, object: instance)
      let r = emitCall(callee, type: igm.functionType(.body(f)), args: evaluated.values, selfArg: instance,
                       resultType: igm.resultType(f), throwing: f.isThrowing)
      finish(evaluated)
      emitEndUse(object)
      return r
    case .boundGeneric(let c as ClassDecl, _) where igm.isOverriddenInModule(f):
      // A generic class's method a subclass overrides (`class IntBox: Base<Int>`): from
      // the vtable, typed as the specialization it replaces.
      let object = emitRValue(base)
      let evaluated = emitArguments(f.parameters.parameters, args)
      let arguments = specializationArguments(f, base: baseType) ?? []
      let (_, type) = igm.specializedFunction(f, arguments)
      let slot = igm.classLayout(of: baseType.asSuperclass(c) ?? baseType).vtableSlot(of: f)
      let callee = slot.map { emitVTableLoad(f, slot: $0, object: object.value) } ?? igm.specializedFunction(f, arguments).0
      let result = SubstitutionMap(igm.genericSignature(f), arguments).apply(igm.resultType(f))
      let r = emitCall(callee, type: type, args: evaluated.values, selfArg: object.value, resultType: result,
                       throwing: f.isThrowing)
      finish(evaluated)
      emitEndUse(object)
      return r
    default:
      if igm.selfConvention(f) == .address {
        let access = emitLValue(base).beginAccess(self)
        let evaluated = emitArguments(f.parameters.parameters, args)
        let r = emitCallee(.body(f), args: evaluated.values, selfArg: access.address)
        finish(evaluated)
        access.end(self)
        return r
      }
      let selfValue = emitRValue(base)
      let r = emitApply(f, args: args, selfArg: selfValue.value)
      emitEndUse(selfValue)
      return r
    }
  }

  /// A static member's base that is neither a type nor a variable (`kind().make()`): its
  /// value is not needed (the member is the static type's), its effects are.
  func emitMetatypeBaseForEffects(_ base: Expr?) {
    guard let base, !(base.withoutParens is TypeExpr), !(base.withoutParens is DeclRefExpr) else { return }
    emitEndUse(emitRValue(base))
  }

  /// The function to call for method `f` on a class instance: loaded from the vtable in
  /// the object's metadata when `f` can be overridden, else `f` itself.
  func emitMethodCallee(_ f: AbstractFunctionDecl, object: IRValue) -> IRValue {
    guard let c = igm.enclosingNominal(f) as? ClassDecl,
      let slot = igm.classLayout(c).vtableSlot(of: f)
    else {
      return igm.function(.body(f))
    }
    return emitVTableLoad(f, slot: slot, object: object)
  }

  /// Method `f`'s entry `slot` of the vtable in `object`'s metadata.
  func emitVTableLoad(_ f: AbstractFunctionDecl, slot: Int, object: IRValue) -> IRValue {
    let metadata = b.load(ir.ptr, object)
    let entry = b.elementAddress(ir.ptr, metadata, ir.int(Int64(ClassMetadata.vtableOffset + slot)))
    let method = b.load(ir.ptr, entry)
    record(.classMethod(f, slot: slot), on: method)
    return method
  }

  // MARK: Initializers

  /// `T(args)`: a struct initializer returns the value; a class's allocating initializer
  /// allocates the instance and runs the initializer on it. (`own`: a generic
  /// initializer's own generic arguments, `S` of `init<S: Sequence>(_ s: S)`.)
  func emitConstruction(_ c: ConstructorDecl, instanceType: SwiftType, args: [Expr], own: [SwiftType] = []) -> ManagedValue {
    if let e = instanceType.nominalDecl as? EnumDecl, c.body == nil, e.rawType != nil, let arg = args.first {
      // Sema's `init?(rawValue:)`.
      let raw = emitRValue(arg)
      let r = emitEnumFromRawValue(raw, e)
      emitEndUse(raw)
      return r
    }
    let evaluated = emitArguments(c.parameters.parameters, args)
    let r: ManagedValue
    let instanceType = lowered(instanceType)
    let resultType: SwiftType = c.isFailable ? .optional(instanceType) : instanceType
    if let cls = instanceType.nominalDecl as? ClassDecl, let owner = igm.enclosingNominal(c) as? ClassDecl, owner !== cls,
      c.modifiers.isConvenience
    {
      // An inherited convenience initializer constructs the subclass.
      let v = emitCallee(.inheritedConvenienceInit(c, cls), args: evaluated.values, selfArg: nil)
      r = ManagedValue(value: v.value, type: resultType, isOwned: true)
    } else if let cls = instanceType.nominalDecl as? ClassDecl, let owner = igm.enclosingNominal(c) as? ClassDecl, owner !== cls {
      // An initializer of a superclass: allocate the subclass, then initialize.
      let object = igm.emitAllocation(of: cls, in: self)
      let (fn, type) = initializingEntry(c, on: instanceType, own: own)
      let v = b.call(type, fn, evaluated.values + [object])
      r = ManagedValue(value: v, type: instanceType, isOwned: true)
    } else if let arguments = specializationArguments(c, base: instanceType, own: own) {
      let (fn, type) = igm.specializedFunction(c, arguments)
      r = emitCall(fn, type: type, args: evaluated.values, selfArg: nil, resultType: resultType, throwing: c.isThrowing)
    } else {
      let v = emitCallee(.allocatingInit(c), args: evaluated.values, selfArg: nil)
      r = ManagedValue(value: v.value, type: resultType, isOwned: !igm.isTrivial(resultType))
    }
    finish(evaluated)
    return r
  }

  /// `super.init(...)` / `self.init(...)` inside an initializer (`own`: a generic
  /// initializer's own generic arguments).
  func emitDelegatingInit(_ c: ConstructorDecl, args: [Expr], at loc: SourceLoc, forced: Bool = false,
                          own: [SwiftType] = []) -> ManagedValue {
    guard let selfStorage = currentSelf else { return trivial(ir.undef(ir.literalStruct([])), .void) }
    // (`self.init()` in a protocol extension's initializer: the requirement's witness.)
    // (A class's witness may be a superclass's `required` initializer: the class it
    // constructs uses its own override, or inherits it, as through `dynamicClass`.)
    var c = c
    var constructed = dynamicClass
    if c.parent is ProtocolDecl, case .inoutAddress(_, let t) = selfStorage,
      let witness = igm.resolved(c, onType: t) as? ConstructorDecl
    {
      c = witness
      if let cls = lowered(t).nominalDecl as? ClassDecl, cls.genericParameters.isEmpty { constructed = cls }
    }
    if case .inoutAddress(let addr, let t) = selfStorage, let e = t.nominalDecl as? EnumDecl, c.body == nil,
      e.rawType != nil, let arg = args.first
    {
      // `self.init(rawValue:)`: Sema's initializer, lowered here as at a call.
      let raw = emitRValue(arg)
      let r = emitEnumFromRawValue(raw, e)
      emitEndUse(raw)
      emitAssign(owned: emitDelegationFailureCheck(r.value, wrapped: t, target: c, at: loc, forced: forced), t, to: addr)
      return trivial(ir.undef(ir.literalStruct([])), .void)
    }
    let evaluated = emitArguments(c.parameters.parameters, args)
    switch selfStorage {
    case .value(let object, let t):
      // A class: run the other initializer on this instance.
      let (fn, type) = initializingEntry(c, on: t, own: own)
      let r = b.call(type, fn, evaluated.values + [object])
      if c.isFailable { emitSuperInitFailureCheck(r, object: object, target: c, at: loc, forced: forced) }
    case .address(let addr, let t), .inoutAddress(let addr, let t):
      // A struct, or a class's convenience initializer: `self = T(args)`, with the
      // initializer the dynamic class uses.
      var value: IRValue
      if constructed == nil, let arguments = specializationArguments(c, base: t, own: own) {
        // A generic type's other initializer, specialized for `self`'s type as this one
        // is (`Box<Int, String>` for `init(b:)` in `extension Box where A == Int`).
        let (fn, type) = igm.specializedFunction(c, arguments)
        value = emitCall(fn, type: type, args: evaluated.values, selfArg: nil,
                         resultType: c.isFailable ? .optional(lowered(t)) : lowered(t), throwing: c.isThrowing).value
      } else {
        var kind = FunctionKind.allocatingInit(c)
        if let cls = constructed { kind = igm.allocatingKind(igm.resolveInitializer(c, in: cls), for: cls) }
        if !own.isEmpty, case .allocatingInit(let resolved) = kind {
          // A generic initializer: its specialization, for the class it constructs.
          let (fn, type) = igm.specializedFunction(resolved, own)
          value = emitCall(fn, type: type, args: evaluated.values, selfArg: nil,
                           resultType: c.isFailable ? .optional(lowered(t)) : lowered(t), throwing: resolved.isThrowing).value
        } else {
          value = emitCallee(kind, args: evaluated.values, selfArg: nil).value
        }
      }
      if c.isFailable { value = emitDelegationFailureCheck(value, wrapped: t, target: c, at: loc, forced: forced) }
      emitAssign(owned: value, t, to: addr)
    }
    finish(evaluated)
    return trivial(ir.undef(ir.literalStruct([])), .void)
  }
}
