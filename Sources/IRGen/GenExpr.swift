import AST

extension IRGenFunction {
  /// Emits an expression as a value. `expected` is the type the context wants when the
  /// expression's own type is missing.
  func emitRValue(_ e: Expr, expected: SwiftType? = nil) -> ManagedValue {
    let type = lowered(e.type) ?? expected ?? .error
    switch e.exprKind {
    case .paren(let p):
      return emitRValue(p.subExpr, expected: expected)
    case .integerLiteral(let lit):
      if type == .double {
        return trivial(ir.real(Double(lit.value)), .double)
      }
      if case .sizedInteger = type { return trivial(ir.int(lit.value, igm.irType(type)), type) }
      return trivial(ir.int(lit.value), .int)
    case .floatLiteral(let lit):
      return trivial(ir.real(lit.value), .double)
    case .booleanLiteral(let lit):
      return trivial(ir.bool(lit.value), .bool)
    case .stringLiteral(let lit):
      return ManagedValue(value: igm.stringLiteral(lit.value), type: .string, isOwned: false)
    case .interpolatedStringLiteral(let lit):
      return emitInterpolation(lit)
    case .declRef(let ref):
      return emitDeclRef(ref, type: type)
    case .memberRef(let m):
      return emitMemberRef(m, type: type)
    case .call(let call):
      let result = emitCall(call)
      // A function returning `Never` does not return.
      if type.isUninhabited, !b.isTerminated {
        b.unreachable()
        startDeadBlock()
      }
      return result
    case .binary(let bin):
      return emitBinary(bin)
    case .prefixUnary(let u):
      return emitPrefixUnary(u)
    case .assign(let a):
      emitAssignExpr(a)
      return trivial(ir.undef(ir.literalStruct([])), .void)
    case .ternary(let t):
      return emitTernary(t, type: type)
    case .array(let a):
      if case .set? = lowered(a.type) { return emitSetLiteral(a) }
      return emitArrayLiteral(a)
    case .closure(let c):
      return emitClosure(c)
    case .subscript(let s):
      if s.decl.map({ isBuiltinSubscriptWitness($0, on: s) }) ?? true, let t = lowered(s.base.type), t == .string {
        return emitStringSubscript(s)
      }
      return emitSubscript(s)
    case .nilLiteral:
      return emitNil(type)
    case .injectIntoOptional(let i):
      return emitInjectIntoOptional(i)
    case .forceValue(let f):
      return emitForceValue(f)
    case .optionalEvaluation(let o):
      return emitOptionalEvaluation(o)
    case .bindOptional(let bo):
      return emitBindOptional(bo)
    case .defaultArgument(let d):
      if let v = d.callerSideValue ?? d.parameter.defaultValue {
        return emitRValue(v, expected: lowered(d.parameter.interfaceType))
      }
      return trivial(ir.null(igm.irType(type)), type)
    case .erasure(let er):
      return emitErasure(er)
    case .functionConversion(let c):
      return emitFunctionConversion(c, type: type)
    case .derivedToBase(let d):
      var mv = emitRValue(d.subExpr)
      mv.type = type
      return mv
    case .tuple(let t):
      if t.elements.isEmpty { return trivial(ir.undef(ir.literalStruct([])), .void) }
      if t.elements.count == 1 { return emitRValue(t.elements[0], expected: expected) }
      return emitTuple(t, type: type)
    case .inOut(let io):
      return emitRValue(io.subExpr, expected: expected)
    case .tupleElement(let t):
      return emitTupleElement(t)
    case .tupleConversion(let c):
      return emitTupleConversion(c, type: type)
    case .collectionUpcast(let c):
      return emitCollectionUpcast(c, type: type)
    case .opaqueValue(let o):
      guard case .value(let v, let t)? = locals[ObjectIdentifier(o)] else { return trivial(ir.undef(igm.irType(type)), type) }
      return ManagedValue(value: v, type: t, isOwned: false)
    case .type(let t):
      return t.isDotSelf ? emitMetatypeValue(type) : trivial(ir.undef(igm.irType(type)), type)
    case .superRef(let s):
      if let selfDecl = s.selfDecl, let local = locals[ObjectIdentifier(selfDecl)] {
        return emitLoad(local, isLet: true, type: type)
      }
      return trivial(ir.null(), type)
    case .dotSyntaxCall(let d):
      // A generic type's operator as a function value (`sorted(by: <)` on `[V<Int>]`).
      guard d.base is TypeExpr, let f = d.fn.decl as? FuncDecl, f.isStaticMember else {
        unexpectedNode(e, "only the callee of a call, emitted by emitCall")
      }
      return emitFunctionRef(f, type: type, selfType: d.base.type)
    case .constructorRefCall, .otherConstructorDeclRef:
      unexpectedNode(e, "only the callee of a call, emitted by emitCall")
    case .discardAssignment:
      unexpectedNode(e, "only the destination of an assignment")
    case .dictionary(let d):
      return emitDictionaryLiteral(d)
    case .postfixUnary(let u):
      // Only a program's operator functions are postfix.
      guard let ref = u.op.operatorRef, let f = ref.decl as? AbstractFunctionDecl else {
        unexpectedNode(e, "resolved by Sema")
      }
      return emitApply(f, args: [u.operand], selfArg: nil, selfType: (u.op as? DotSyntaxCallExpr)?.base.type)
    case .unresolvedDeclRef, .unresolvedDot, .unresolvedMember, .sequence, .unresolvedPattern:
      unexpectedNode(e, "replaced by Sema")
    case .varargExpansion(let v):
      return emitArrayLiteral(v.subExpr)
    case .try(let t):
      return emitTry(t)
    case .dynamicType(let d):
      return emitDynamicType(d, type: type)
    case .cast(let c):
      return emitCast(c, type: type)
    case .await(let a):
      // One task on one thread: nothing runs in between, the call is a plain call.
      return emitRValue(a.subExpr)
    case .keyPath(let k):
      return emitKeyPath(k)
    case .keyPathDot:
      unexpectedNode(e, "only inside a key path's parsed path, never emitted")
    case .keyPathApplication(let k):
      return emitKeyPathApplication(k)
    }
  }

  func trivial(_ v: IRValue, _ t: SwiftType) -> ManagedValue {
    ManagedValue(value: v, type: t, isOwned: false)
  }

  private func emitTuple(_ t: TupleExpr, type: SwiftType) -> ManagedValue {
    let values = t.elements.map { emitOwned(emitRValue($0)) }
    return ManagedValue(value: b.makeStruct(igm.irType(type), values), type: type, isOwned: true)
  }

  // MARK: Variables

  /// The value `ref` names, of type `type`.
  func emitDeclRef(_ ref: DeclRefExpr, type: SwiftType) -> ManagedValue {
    guard let v = ref.decl as? VarDecl else {
      if let f = ref.decl as? FuncDecl, f.captures != nil, let local = locals[ObjectIdentifier(f)] {
        // A local function's value: its function and context.
        return emitLoad(local, isLet: true, type: lowered(f.interfaceType) ?? type)
      }
      if let f = ref.decl as? FuncDecl {
        return emitFunctionRef(f, type: type, substitutions: ref.substitutions.map(lowered))
      }
      if let e = ref.decl as? EnumElementDecl, let value = emitEnumCaseRef(e, type: type) { return value }
      return trivial(ir.null(igm.irType(type)), type)
    }
    if let local = locals[ObjectIdentifier(v)] {
      if holdsReferenceStorage(v), case .address(let a, let t) = local {
        return emitReferenceStorageVariableLoad(v, at: a, type: t)
      }
      return emitLoad(local, isLet: v.isLet || v is ParamDecl, type: lowered(v.interfaceType) ?? type)
    }
    if v.kind == .computed, let getter = v.getter {
      // A global or local computed variable.
      return emitAccessorCall(getter, base: .none, args: [])
    }
    // A global: copied, since any call may reassign it.
    let t = lowered(v.interfaceType) ?? type
    let addr = igm.globalAddress(v, in: self)
    if holdsReferenceStorage(v) { return emitReferenceStorageVariableLoad(v, at: addr, type: t) }
    let value = b.load(igm.irType(t), addr)
    return ManagedValue(value: emitOwned(ManagedValue(value: value, type: t, isOwned: false)), type: t, isOwned: true)
  }

  /// Reads a local: `let`s and parameters are borrowed; a `var` is borrowed too (only
  /// this function can reassign it, and not while the value is in use).
  func emitLoad(_ local: LocalStorage, isLet: Bool, type: SwiftType) -> ManagedValue {
    switch local {
    case .value(let v, let t):
      return ManagedValue(value: v, type: t, isOwned: false)
    case .address(let addr, let t), .inoutAddress(let addr, let t):
      return ManagedValue(value: b.load(igm.irType(t), addr), type: t, isOwned: false)
    }
  }

  // MARK: Properties

  func emitMemberRef(_ m: MemberRefExpr, type: SwiftType) -> ManagedValue {
    let v = igm.member(m)
    let t = memberType(v.interfaceType, base: m.base.type) ?? type
    // `rawValue` of an enum with a raw type (Sema declares it without a body).
    if v.name == "rawValue", let e = igm.enclosingNominal(v) as? EnumDecl, e.rawType != nil, v.getter?.hasBody != true {
      let base = emitRValue(m.base)
      let r = emitRawValue(base.value, e)
      emitEndUse(base)
      return r
    }
    // Builtin properties: `s.count`, `Int.max`.
    if let builtin = v.getter?.builtin {
      if m.base is TypeExpr { return emitBuiltinCall(builtin, operands: [], resultType: t) }
      let base = emitRValue(m.base)
      let r = emitBuiltinCall(builtin, operands: [base], resultType: t)
      emitEndUse(base)
      return r
    }
    // A protocol extension's property: its getter, specialized for the base's type.
    if v.protocolExtension != nil, let getter = v.getter {
      if m.base is TypeExpr || v.isStaticMember {
        return emitCallee(.body(getter), args: [], selfArg: nil, selfType: m.base.type)
      }
      let base = emitRValue(m.base)
      let r = emitCallee(.body(getter), args: [], selfArg: base.value, selfType: m.base.type)
      emitEndUse(base)
      return r
    }
    // Static properties (a `class var` of a class's metatype value from its vtable).
    if m.base is TypeExpr || v.isStaticMember {
      if v.kind == .computed, let getter = v.getter {
        if let r = emitClassMethodCallThroughMetatype(getter, base: m.base, args: [], resultType: t) { return r }
        return emitCallee(.body(getter), args: [], selfArg: nil, selfType: m.base.type)
      }
      let addr = igm.globalAddress(v, in: self)
      return ManagedValue(value: emitOwned(ManagedValue(value: b.load(igm.irType(t), addr), type: t, isOwned: false)), type: t, isOwned: true)
    }
    let baseType = igm.memberBaseType(m)
    switch baseType {
    case .existential:
      let base = emitRValue(m.base)
      let r = emitWitnessGetter(existential: base.value, requirement: v, resultType: t,
                                proto: lowered(m.base.type)?.existentialProtocol)
      emitEndUse(base)
      return r
    case .nominal(let n) where n is ClassDecl, .boundGeneric(let n, _) where n is ClassDecl:
      let base = emitRValue(m.base)
      // (Through a composition with the class, `Location & Named`: its object.)
      let object = lowered(m.base.type)?.existentialProtocol != nil ? b.extract(base.value, 0) : base.value
      let r = emitClassPropertyGet(object: object, property: v, type: t, superDispatch: m.base is SuperRefExpr,
                                   objectType: baseType)
      emitEndUse(base)
      return r
    default:
      // A struct (or enum) value.
      if v.kind == .computed, let getter = v.getter {
        let base = emitRValue(m.base)
        let r = emitCallee(.body(getter), args: [], selfArg: base.value, selfType: m.base.type)
        emitEndUse(base)
        return r
      }
      if let addr = emitAddressIfStable(m.base), let n = igm.layoutDecl(of: baseType),
        let idx = igm.storedProperties(of: n).firstIndex(where: { $0 === v })
      {
        let fieldAddr = b.fieldAddress(igm.irType(baseType), addr, idx)
        return ManagedValue(value: b.load(igm.irType(t), fieldAddr), type: t, isOwned: false)
      }
      let base = emitRValue(m.base)
      guard let n = igm.layoutDecl(of: baseType), let idx = igm.storedProperties(of: n).firstIndex(where: { $0 === v }) else {
        emitEndUse(base)
        return trivial(ir.null(igm.irType(t)), t)
      }
      let field = b.extract(base.value, idx)
      if base.isOwned {
        emitRetain(field, t)
        emitEndUse(base)
        return ManagedValue(value: field, type: t, isOwned: true)
      }
      return ManagedValue(value: field, type: t, isOwned: false)
    }
  }

  /// The address of a struct value that lives in a local variable (or a stored field of
  /// one) and so stays put while it is read: reading a field from it needs no copy.
  func emitAddressIfStable(_ e: Expr) -> IRValue? {
    switch e {
    case let p as ParenExpr:
      return emitAddressIfStable(p.subExpr)
    case let ref as DeclRefExpr:
      guard let v = ref.decl as? VarDecl, !holdsReferenceStorage(v), let local = locals[ObjectIdentifier(v)] else { return nil }
      switch local {
      case .address(let a, _), .inoutAddress(let a, _): return a
      case .value: return nil
      }
    case let m as MemberRefExpr:
      let v = igm.member(m)
      guard v.kind == .stored, !(m.base is TypeExpr), !v.isStaticMember,
        let bt = lowered(m.base.type), let n = igm.layoutDecl(of: bt), n is StructDecl,
        let idx = igm.storedProperties(of: n).firstIndex(where: { $0 === v }),
        let base = emitAddressIfStable(m.base)
      else { return nil }
      return b.fieldAddress(igm.irType(bt), base, idx)
    default:
      return nil
    }
  }

  /// `object.property` on a class instance: a stored property is loaded and copied, a
  /// computed one is called (through the vtable when it can be overridden).
  func emitClassPropertyGet(object: IRValue, property v: VarDecl, type t: SwiftType, superDispatch: Bool = false,
                            objectType: SwiftType? = nil) -> ManagedValue
  {
    if v.kind == .computed, let getter = v.getter, let arguments = specializationArguments(getter, base: objectType) {
      // A generic class's property: its getter's specialization (from the vtable when a
      // subclass overrides it: `class IntBox: Base<Int>`).
      let (fn, type) = igm.specializedFunction(getter, arguments)
      if !superDispatch, igm.isOverriddenInModule(getter), let c = igm.enclosingNominal(getter) as? ClassDecl,
        let objectType, let slot = igm.classLayout(of: objectType.asSuperclass(c) ?? objectType).vtableSlot(of: getter)
      {
        return emitCall(emitVTableLoad(getter, slot: slot, object: object), type: type, args: [], selfArg: object, resultType: t)
      }
      return emitCall(fn, type: type, args: [], selfArg: object, resultType: t)
    }
    if v.kind == .computed, let getter = v.getter {
      let callee = superDispatch ? igm.function(.body(getter)) : emitMethodCallee(getter, object: object)
      let r = b.call(igm.functionType(.body(getter)), callee, [object])
      return ManagedValue(value: r, type: t, isOwned: true)
    }
    guard let addr = classFieldAddress(object: object, property: v, objectType: objectType) else {
      return trivial(ir.null(igm.irType(t)), t)
    }
    if v.referenceOwnership != .strong {
      return ManagedValue(value: emitReferenceStorageLoad(at: addr, v.referenceOwnership, type: t), type: t, isOwned: true)
    }
    let value = b.load(igm.irType(t), addr)
    emitRetain(value, t)
    return ManagedValue(value: value, type: t, isOwned: true)
  }

  /// The address of stored property `property` in `object` (of type `objectType`, as
  /// lowered: a generic class's fields are where its arguments put them).
  func classFieldAddress(object: IRValue, property: VarDecl, objectType: SwiftType? = nil) -> IRValue? {
    let v = igm.storageRoot(property)
    guard let c = igm.classDeclaring(v) else { return nil }
    var layout = igm.classLayout(c)
    // (A generic superclass's field: where the arguments the object's class gives it put it.)
    if let sup = objectType?.asSuperclass(c), case .boundGeneric = sup { layout = igm.classLayout(of: sup) }
    guard let idx = layout.fieldIndex(of: v) else { return nil }
    return b.fieldAddress(layout.instanceType, object, idx)
  }

  // MARK: Conversions

  /// A concrete value as an existential: a class instance is the object itself; a
  /// struct is copied into a heap box. Either way with the conformance's witness table.
  func emitErasure(_ e: ErasureExpr) -> ManagedValue {
    let sub = emitRValue(e.subExpr)
    let type = lowered(e.type)
    switch type {
    case .any?: return emitAnyErasure(sub)
    case .metatype(.any)?: return emitAnyMetatype(sub)
    case .anyObject?, .optional(.anyObject)?:
      // The class instance's reference (or null) itself.
      return ManagedValue(value: sub.value, type: type!, isOwned: sub.isOwned)
    default: break
    }
    guard case .existential(let proto)? = type else { return sub }
    // (A generic parameter's value: its specialization's type, whose conformance IRGen
    // finds, as an opaque type's underlying type; a generic type's: a table for the
    // specialization, GenSpecializedConformance.swift.)
    let valueType: SwiftType = lowered(sub.type)
    if case .existential = valueType {
      // Already an existential of this protocol (no protocol inheritance in the subset).
      return sub
    }
    guard let table = igm.existentialWitnessTable(valueType, proto, conformance: e.conformance) else {
      emitEndUse(sub)
      return trivial(ir.null(igm.existentialType), type ?? .error)
    }
    let ex = emitExistential(owned: emitOwned(sub), of: valueType, table: table)
    return ManagedValue(value: ex, type: type ?? .existential(proto), isOwned: true)
  }

  /// An existential of a value (+1, consumed) of `valueType` with witness table
  /// `table`: a class instance is the object itself; another value is copied into a heap
  /// box, the one an `Any` would keep it in.
  func emitExistential(owned value: IRValue, of valueType: SwiftType, table: IRValue) -> IRValue {
    let object: IRValue
    if valueType.isClass {
      object = value
    } else {
      object = emitExistentialBoxAllocation(for: valueType)
      b.store(value, b.fieldAddress(igm.varBoxType(valueType), object, 1))
    }
    return b.makeStruct(igm.existentialType, [object, table])
  }

  // MARK: Operators

  func emitTernary(_ t: TernaryExpr, type: SwiftType) -> ManagedValue {
    guard let c = t.condition, let elseExpr = t.elseExpr else { return emitRValue(t.thenExpr) }
    let cond = emitBool(c)
    let thenBlock = newBlock("ternary.then")
    let elseBlock = newBlock("ternary.else")
    let end = newBlock("ternary.end")
    b.condBr(cond, thenBlock, elseBlock)
    b.position(at: thenBlock)
    let a = emitOwned(emitRValue(t.thenExpr, expected: type))
    let aEnd = b.insertBlock!
    b.br(end)
    b.position(at: elseBlock)
    let c2 = emitOwned(emitRValue(elseExpr, expected: type))
    let cEnd = b.insertBlock!
    b.br(end)
    return emitJoin(at: end, type: type, [(a, aEnd), (c2, cEnd)])
  }

  func emitBinary(_ bin: BinaryExpr) -> ManagedValue {
    guard let ref = bin.op.operatorRef, let f = ref.decl as? AbstractFunctionDecl else {
      return trivial(ir.null(), lowered(bin.type) ?? .error)
    }
    let resultType = lowered(bin.type) ?? lowered(f.resultInterfaceType ?? .void)
    if let (callee, selfType) = protocolOperator(f, operandTypes: [bin.lhs.type, bin.rhs.type]) {
      return emitProtocolOperator(callee, selfType: selfType, operands: [bin.lhs, bin.rhs], resultType: resultType)
    }
    guard let builtin = f.builtin else {
      // A user-defined operator function (not in the subset's tiers): a plain call (of
      // a generic type's, the specialization for the type it is applied to).
      return emitApply(f, args: [bin.lhs, bin.rhs], selfArg: nil, selfType: (bin.op as? DotSyntaxCallExpr)?.base.type)
    }
    switch builtin {
    case .boolAnd, .boolOr:
      return emitShortCircuit(builtin == .boolAnd, bin.lhs, bin.rhs)
    case .optionalCoalesce:
      return emitCoalesce(bin.lhs, bin.rhs, type: resultType)
    case .optionalIsNil, .optionalIsNotNil:
      return emitNilComparison(bin.lhs, bin.rhs, isNil: builtin == .optionalIsNil)
    case .intAddAssign, .intSubtractAssign, .intMultiplyAssign, .intDivideAssign, .intRemainderAssign,
      .intBitAndAssign, .intBitOrAssign, .intBitXorAssign, .intShiftLeftAssign, .intShiftRightAssign,
      .intMaskingShiftLeftAssign, .intMaskingShiftRightAssign, .doubleAddAssign, .doubleSubtractAssign, .doubleMultiplyAssign, .doubleDivideAssign, .stringAppend:
      emitCompoundAssignment(builtin, bin.lhs, bin.rhs)
      return trivial(ir.undef(ir.literalStruct([])), .void)
    default:
      let l = emitRValue(bin.lhs)
      let r = emitRValue(bin.rhs)
      let result = emitBuiltinCall(builtin, operands: [l, r], resultType: resultType)
      emitEndUse(r)
      emitEndUse(l)
      return result
    }
  }

  func emitPrefixUnary(_ u: PrefixUnaryExpr) -> ManagedValue {
    guard let ref = u.op.operatorRef, let f = ref.decl as? AbstractFunctionDecl else {
      return trivial(ir.null(), lowered(u.type) ?? .error)
    }
    if let (callee, selfType) = protocolOperator(f, operandTypes: [u.operand.type]) {
      return emitProtocolOperator(callee, selfType: selfType, operands: [u.operand], resultType: lowered(u.type) ?? selfType)
    }
    guard let builtin = f.builtin else {
      return emitApply(f, args: [u.operand], selfArg: nil, selfType: (u.op as? DotSyntaxCallExpr)?.base.type)
    }
    let x = emitRValue(u.operand)
    let r = emitBuiltinCall(builtin, operands: [x], resultType: lowered(u.type) ?? x.type)
    emitEndUse(x)
    return r
  }

  /// A protocol's operator for the type `Self` is bound to (`protocolOperator`): a call
  /// of the witness (specialized for `Self` when it is a protocol extension's), or the
  /// builtin a built-in type's witness is.
  private func emitProtocolOperator(_ callee: AbstractFunctionDecl, selfType: SwiftType, operands: [Expr],
                                    resultType: SwiftType) -> ManagedValue {
    if let builtin = callee.builtin {
      let values = operands.map { emitRValue($0) }
      let result = emitBuiltinCall(builtin, operands: values, resultType: resultType)
      for v in values.reversed() { emitEndUse(v) }
      return result
    }
    let evaluated = emitArguments(callee.parameters.parameters, operands)
    let r = emitCallee(.body(callee), args: evaluated.values, selfArg: nil, selfType: .metatype(selfType))
    finish(evaluated)
    return r
  }

  private func emitShortCircuit(_ isAnd: Bool, _ lhs: Expr, _ rhs: Expr) -> ManagedValue {
    let l = emitBool(lhs)
    let lBlock = b.insertBlock!
    let rhsBlock = newBlock(isAnd ? "and.rhs" : "or.rhs")
    let end = newBlock(isAnd ? "and.end" : "or.end")
    if isAnd { b.condBr(l, rhsBlock, end) } else { b.condBr(l, end, rhsBlock) }
    b.position(at: rhsBlock)
    let r = emitBool(rhs)
    let rBlock = b.insertBlock!
    b.br(end)
    b.position(at: end)
    let v = b.phi(ir.i1, [(ir.bool(!isAnd), lBlock), (r, rBlock)])
    return trivial(v, .bool)
  }

  /// `a ?? b`: the payload of `a`, or `b` (evaluated only then).
  private func emitCoalesce(_ lhs: Expr, _ rhs: Expr, type: SwiftType) -> ManagedValue {
    let l = emitOwned(emitRValue(lhs))
    guard case .optional(let w)? = lowered(lhs.type) else { return ManagedValue(value: l, type: type, isOwned: true) }
    let some = newBlock("coalesce.some")
    let none = newBlock("coalesce.nil")
    let end = newBlock("coalesce.end")
    b.condBr(emitOptionalIsSome(l, wrapped: w), some, none)
    b.position(at: some)
    var payload = emitOptionalPayload(l, wrapped: w)
    if case .optional(let rw) = type, rw == w { payload = emitOptionalWrap(payload, wrapped: w) }
    let someEnd = b.insertBlock!
    b.br(end)
    b.position(at: none)
    let r = emitOwned(emitRValue(rhs, expected: type))
    let noneEnd = b.insertBlock!
    b.br(end)
    return emitJoin(at: end, type: type, [(payload, someEnd), (r, noneEnd)])
  }

  /// Where the branches of `?:` or `??` meet at `end`: the owned value of `type` from
  /// whichever branch ran (`incoming`: each branch's value and its last block), or no
  /// value at all when `type` is void-like.
  private func emitJoin(at end: IRBlock, type: SwiftType, _ incoming: [(IRValue, IRBlock)]) -> ManagedValue {
    b.position(at: end)
    if igm.isVoidLike(type) { return trivial(ir.undef(ir.literalStruct([])), type) }
    let v = b.phi(igm.irType(type), incoming)
    return ManagedValue(value: v, type: type, isOwned: !igm.isTrivial(type))
  }

  /// `x == nil` / `x != nil` (either side may be the literal).
  private func emitNilComparison(_ lhs: Expr, _ rhs: Expr, isNil: Bool) -> ManagedValue {
    let operand = (lhs is NilLiteralExpr || (lhs as? ParenExpr)?.subExpr is NilLiteralExpr) ? rhs : lhs
    let mv = emitRValue(operand)
    guard case .optional(let w) = mv.type else { return trivial(ir.bool(!isNil), .bool) }
    let some = emitOptionalIsSome(mv.value, wrapped: w)
    emitEndUse(mv)
    return trivial(isNil ? b.xor(some, ir.bool(true)) : some, .bool)
  }
}
