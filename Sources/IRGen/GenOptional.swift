import AST
import Basic

/// How `T?` is laid out. A single reference (class instance, String, Array) uses null for
/// `nil`, as Swift does; an existential uses a null object; anything else (and a nested
/// optional) is `{ T, i1 }` with a zero payload when `nil`, so releasing a `nil` value
/// of any representation is a no-op.
enum OptionalRepresentation {
  case nullablePointer
  case nullableExistential
  case tagged
}

extension IRGenModule {
  func optionalRepresentation(_ w: SwiftType) -> OptionalRepresentation {
    if case .optional = w { return .tagged }
    switch valueKind(w) {
    case .reference: return .nullablePointer
    case .existential: return .nullableExistential
    default: return .tagged
    }
  }

  /// `Module/file.swift` and the line of `loc`, as Swift's `#fileID` and `#line` report
  /// a failure (a force unwrap of `nil`).
  func sourceLocation(_ loc: SourceLoc) -> (file: String, line: Int) {
    guard let f = sourceFiles[loc.file], loc.isValid else { return (moduleName + "/<unknown>", 0) }
    let base = f.name.split(separator: "/").last.map(String.init) ?? f.name
    return (moduleName + "/" + base, f.lineAndColumn(Int(loc.offset)).line)
  }
}

extension IRGenFunction {
  func emitOptionalIsSome(_ v: IRValue, wrapped w: SwiftType) -> IRValue {
    switch igm.optionalRepresentation(w) {
    case .nullablePointer: return b.icmp(.ne, b.ptrToInt(v), ir.int(0))
    case .nullableExistential: return b.icmp(.ne, b.ptrToInt(b.extract(v, 0)), ir.int(0))
    case .tagged: return b.extract(v, 1)
    }
  }

  func emitOptionalPayload(_ v: IRValue, wrapped w: SwiftType) -> IRValue {
    igm.optionalRepresentation(w) == .tagged ? b.extract(v, 0) : v
  }

  func emitOptionalWrap(_ v: IRValue, wrapped w: SwiftType) -> IRValue {
    igm.optionalRepresentation(w) == .tagged ? b.makeStruct(igm.irType(.optional(w)), [v, ir.bool(true)]) : v
  }

  func emitOptionalNone(wrapped w: SwiftType) -> IRValue {
    ir.null(igm.irType(.optional(w)))
  }

  /// `nil`
  func emitNil(_ type: SwiftType) -> ManagedValue {
    trivial(ir.null(igm.irType(type)), type)
  }

  /// `x` where `T?` is expected.
  func emitInjectIntoOptional(_ e: InjectIntoOptionalExpr) -> ManagedValue {
    let sub = emitRValue(e.subExpr)
    let type = lowered(e.type) ?? .optional(sub.type)
    guard case .optional(let w) = type else { return sub }
    return ManagedValue(value: emitOptionalWrap(sub.value, wrapped: w), type: type, isOwned: sub.isOwned)
  }

  /// `x!`: traps on `nil` ("Unexpectedly found nil while unwrapping an Optional value").
  func emitForceValue(_ e: ForceValueExpr) -> ManagedValue {
    let sub = emitRValue(e.subExpr)
    guard case .optional(let w) = sub.type else { return sub }
    emitUnwrapCheck(sub.value, wrapped: w, e)
    return ManagedValue(value: emitOptionalPayload(sub.value, wrapped: w), type: w, isOwned: sub.isOwned)
  }

  /// The test of `x!` on the optional `value`: a trap when it is `nil`, and the insert
  /// point after it otherwise.
  func emitUnwrapCheck(_ value: IRValue, wrapped w: SwiftType, _ e: ForceValueExpr) {
    emitUnwrapCheck(isSome: emitOptionalIsSome(value, wrapped: w), e)
  }

  /// The trap of `x!` when `isSome` (an `i1`) is false.
  func emitUnwrapCheck(isSome: IRValue, _ e: ForceValueExpr) {
    let ok = newBlock("unwrap.some")
    let fail = newBlock("unwrap.nil")
    b.condBr(isSome, ok, fail)
    b.position(at: fail)
    let (file, line) = igm.sourceLocation(e.loc)
    // Sema's force of an `init!` call's value is an implicit unwrap, as swiftc says.
    b.call(ir.runtime(e.isImplicit ? .implicitUnwrapNil : .unwrapNil), [igm.cString(file), ir.int(Int64(line))])
    b.unreachable()
    b.position(at: ok)
  }

  /// `a?.b.c`: the whole chain; a `nil` at any `?` makes it `nil`.
  func emitOptionalEvaluation(_ e: OptionalEvaluationExpr) -> ManagedValue {
    let type = lowered(e.type) ?? .optional(lowered(e.subExpr.type) ?? .error)
    guard case .optional(let w) = type else { return emitRValue(e.subExpr) }
    let noneBlock = newBlock("chain.nil")
    let end = newBlock("chain.end")
    optionalChainTargets.append(noneBlock)
    let sub = emitRValue(e.subExpr)
    optionalChainTargets.removeLast()
    var value = emitOwned(sub)
    if case .optional = sub.type, sub.type == type {} else { value = emitOptionalWrap(value, wrapped: w) }
    let someEnd = b.insertBlock!
    b.br(end)
    b.position(at: noneBlock)
    b.br(end)
    b.position(at: end)
    let v = b.phi(igm.irType(type), [(value, someEnd), (emitOptionalNone(wrapped: w), noneBlock)])
    return ManagedValue(value: v, type: type, isOwned: !igm.isTrivial(type))
  }

  /// The `x?` inside a chain: its payload, or a jump to the chain's `nil`.
  func emitBindOptional(_ e: BindOptionalExpr) -> ManagedValue {
    let sub = emitRValue(e.subExpr)
    guard case .optional(let w) = sub.type, let target = optionalChainTargets.last else { return sub }
    let ok = newBlock("bind.some")
    b.condBr(emitOptionalIsSome(sub.value, wrapped: w), ok, target)
    b.position(at: ok)
    return ManagedValue(value: emitOptionalPayload(sub.value, wrapped: w), type: w, isOwned: sub.isOwned)
  }

  /// `let x = optional` in a condition list: binds `x` to the payload (owned by the new
  /// variable) or branches to `onFailure` (nothing to release: the value is `nil`).
  func emitOptionalBinding(_ pattern: Pattern, _ initializer: Expr?, onFailure: IRBlock) {
    let inner = unwrapTyped(pattern)
    guard let named = inner as? NamedPattern else {
      guard let initializer else { return }
      let mv = emitRValue(initializer)
      guard case .optional(let w) = mv.type else {
        emitEndUse(mv)
        return
      }
      if !igm.variables(inner).isEmpty {
        // `if let (k, v) = pair`: the payload, owned, destructured into the variables.
        let value = emitOwned(mv)
        let ok = newBlock("let.some")
        b.condBr(emitOptionalIsSome(value, wrapped: w), ok, onFailure)
        b.position(at: ok)
        let payload = ManagedValue(value: emitOptionalPayload(value, wrapped: w), type: w, isOwned: true)
        emitDestructuring(inner, payload, topLevel: false)
        return
      }
      // `if let _ = x`: binds nothing, but still holds only when `x` is not nil.
      let isSome = emitOptionalIsSome(mv.value, wrapped: w)
      emitEndUse(mv)
      let ok = newBlock("let.some")
      b.condBr(isSome, ok, onFailure)
      b.position(at: ok)
      return
    }
    let v = named.decl
    let source: Expr? = initializer
    guard let source else { return }
    let mv = emitRValue(source)
    guard case .optional(let w) = mv.type else { return }
    let value = emitOwned(mv)
    let ok = newBlock("let.some")
    b.condBr(emitOptionalIsSome(value, wrapped: w), ok, onFailure)
    b.position(at: ok)
    let addr = emitLocalVariable(v)
    b.store(emitOptionalPayload(value, wrapped: w), addr)
  }

  /// `Optional(x)` / `nil` as `print` shows an optional (the payload's debug description).
  func emitOptionalDescription(_ mv: ManagedValue, wrapped w: SwiftType) -> IRValue {
    let some = newBlock("desc.some")
    let none = newBlock("desc.nil")
    let end = newBlock("desc.end")
    b.condBr(emitOptionalIsSome(mv.value, wrapped: w), some, none)
    b.position(at: some)
    let payload = ManagedValue(value: emitOptionalPayload(mv.value, wrapped: w), type: w, isOwned: false)
    let inner = emitDebugDescription(payload)
    let slot = makeAlloca(ir.ptr, "optional.desc")
    b.store(b.call(ir.runtime(.stringFromUTF8), [igm.cString("Optional("), ir.int(9)]), slot)
    b.call(ir.runtime(.stringAppend), [slot, inner])
    emitReleaseCall(inner)
    b.call(ir.runtime(.stringAppend), [slot, igm.stringLiteral(")")])
    let text = b.load(ir.ptr, slot)
    let someEnd = b.insertBlock!
    b.br(end)
    b.position(at: none)
    b.br(end)
    b.position(at: end)
    return b.phi(ir.ptr, [(text, someEnd), (igm.stringLiteral("nil"), none)])
  }

  /// How a value shows inside an Optional or Array: Strings quoted and escaped.
  func emitDebugDescription(_ mv: ManagedValue) -> IRValue {
    if let text = emitCustomDescription(mv, debug: true) { return text }
    switch mv.type {
    case .string, .character, .substring: return b.call(ir.runtime(.stringDebugDescription), [mv.value])
    case .range(.halfOpen, _), .range(.closed, _): return emitRangeDescription(mv, debug: true)
    case .nominal(let d) where d is StructDecl || d is EnumDecl:
      return b.call(igm.nominalDescriptionFunction(d, qualified: true), [mv.value])
    case .existential(let p): return emitExistentialDescription(mv.value, p, debug: true)
    case .any: return emitAnyDescription(mv.value, debug: true)
    case .metatype(let t): return emitMetatypeDebugDescription(mv, instance: t)
    case .boundGeneric(let d, _) where d is StructDecl || d is EnumDecl:
      return b.call(igm.nominalDescriptionFunction(d, qualified: true, type: mv.type), [mv.value])
    case .set:
      // `Set([1, 2])`: a set's debugDescription names it (an array's does not).
      let slot = makeAlloca(ir.ptr, "set.debug.desc")
      b.store(b.call(ir.runtime(.stringFromUTF8), [igm.cString("Set("), ir.int(4)]), slot)
      let elements = emitHashedDescription(mv)
      b.call(ir.runtime(.stringAppend), [slot, elements])
      emitReleaseCall(elements)
      b.call(ir.runtime(.stringAppend), [slot, igm.stringLiteral(")")])
      return b.load(ir.ptr, slot)
    default: return emitDescription(mv)
    }
  }
}
