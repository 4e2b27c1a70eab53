import AST

// A checked cast from an optional to a type that is not one (`o as? Int`, `s as? P` with
// `s: S?`, `t as! Int` in a specialization for `T?`): Swift's runtime unwraps every level
// of optional (`Int??` to `Int` too) and casts the value; `nil` is no `target`, and
// `as!` traps on it as `!` does ("Unexpectedly found nil while unwrapping an Optional
// value", at the cast). Sema accepted the cast of the unwrapped value (Casts.swift). An
// optional whose type conforms to the protocol cast to (`extension Optional: P`, met in
// a specialization for `T == Int?`) is that protocol's value itself, as the runtime
// tries the type before it unwraps.

extension IRGenFunction {
  /// Is an optional of `type` cast to `target` without unwrapping it?
  func isCastAsItself(_ type: SwiftType, to target: SwiftType) -> Bool {
    guard case .existential(let p) = target else { return false }
    return igm.conformsForCast(type, to: p)
  }


  func emitCastFromOptional(_ c: CastExpr, _ value: ManagedValue, to target: SwiftType) -> ManagedValue {
    var current = ManagedValue(value: value.value, type: lowered(value.type), isOwned: false)
    var nilBlocks: [IRBlock] = []
    while case .optional(let w) = current.type, !isCastAsItself(current.type, to: target) {
      let some = newBlock("cast.unwrapped")
      let none = newBlock("cast.nil")
      b.condBr(emitOptionalIsSome(current.value, wrapped: w), some, none)
      if c.kind == .forced {
        b.position(at: none)
        let (file, line) = igm.sourceLocation(c.loc)
        b.call(ir.runtime(.unwrapNil), [igm.cString(file), ir.int(Int64(line))])
        b.unreachable()
      } else {
        nilBlocks.append(none)
      }
      b.position(at: some)
      current = ManagedValue(value: emitOptionalPayload(current.value, wrapped: w), type: w, isOwned: false)
    }
    let resultType: SwiftType
    let result: IRValue
    let noneValue: IRValue
    switch c.kind {
    case .isSubtype, .coerce:
      resultType = .bool
      result = emitIsCast(current, to: target)
      noneValue = ir.bool(false)
    case .conditional:
      resultType = .optional(target)
      result = emitConditionalCast(current, to: target)
      noneValue = emitOptionalNone(wrapped: target)
    case .forced:
      resultType = target
      result = emitForcedCast(current, to: target)
      noneValue = result
    }
    if !nilBlocks.isEmpty {
      let valueEnd = b.insertBlock!
      let end = newBlock("cast.end")
      b.br(end)
      for none in nilBlocks {
        b.position(at: none)
        b.br(end)
      }
      b.position(at: end)
      let phi = b.phi(igm.irType(resultType), [(result, valueEnd)] + nilBlocks.map { (noneValue, $0) })
      emitEndUse(value)
      return ManagedValue(value: phi, type: resultType, isOwned: resultType != .bool)
    }
    emitEndUse(value)
    return ManagedValue(value: result, type: resultType, isOwned: resultType != .bool)
  }
}
