import AST

// Characters and the Character-wise String API. A Character (and a Substring) is a String
// underneath, holding one extended grapheme cluster; a `String.Index` is the UTF-8 offset
// of a Character boundary, and a `Range<String.Index>` is `{ i64, i64 }`. The runtime
// (string_index.c, grapheme.c) finds boundaries, checks indices and traps as Swift does.

extension IRGenFunction {
  /// `s.append(c)`, `s.insert(c, at: i)`, `s.remove(at: i)`, ...: the arguments first
  /// (they may read `s`, as swiftc evaluates them before the access), then the runtime
  /// mutates the String in place through the access's address.
  func emitStringMutation(_ builtin: Builtin, base: Expr, args: [Expr], resultType: SwiftType) -> ManagedValue {
    let values = args.map { emitRValue($0) }
    let access = emitLValue(base).beginAccess(self)
    var result = trivial(ir.undef(ir.literalStruct([])), .void)
    switch builtin {
    case .stringAppendCharacter:
      b.call(ir.runtime(.stringAppend), [access.address, values[0].value])
    case .stringInsert, .stringInsertContents:
      b.call(ir.runtime(.stringInsert), [access.address, values[0].value, values[1].value])
    case .stringRemoveAt:
      let c = b.call(ir.runtime(.stringRemoveAt), [access.address, values[0].value])
      result = ManagedValue(value: c, type: .character, isOwned: true)
    case .stringRemoveSubrange:
      let r = values[0].value
      b.call(ir.runtime(.stringRemoveSubrange), [access.address, b.extract(r, 0), b.extract(r, 1)])
    default:
      break
    }
    access.end(self)
    values.reversed().forEach(emitEndUse)
    return result
  }

  /// `s[i]` (the Character at `i`), `s[a..<b]`, `s[..<i]` and `s[a...b]` (a Substring,
  /// here a copy; a closed range's ends after the Character at `b`, which must be one,
  /// as `index(after:)` checks).
  func emitStringSubscript(_ s: SubscriptExpr) -> ManagedValue {
    let string = emitRValue(s.base)
    let index = emitRValue(s.arguments[0].expr)
    let r: ManagedValue
    if lowered(s.type) == .character {
      r = ManagedValue(value: b.call(ir.runtime(.stringCharacterAt), [string.value, index.value]), type: .character,
                       isOwned: true)
    } else {
      let lo = b.extract(index.value, 0)
      var hi = b.extract(index.value, 1)
      if case .range(.closed, _)? = lowered(s.arguments[0].expr.type) {
        hi = b.call(ir.runtime(.stringIndexAfter), [string.value, hi])
      }
      let sub = b.call(ir.runtime(.stringSlice), [string.value, lo, hi])
      r = ManagedValue(value: sub, type: .substring, isOwned: true)
    }
    emitEndUse(index)
    emitEndUse(string)
    return r
  }

  /// `a..<b` of two `String.Index` values (traps when `a > b`, as Swift does), or
  /// `..<b` (from the start, offset 0).
  func emitIndexRange(_ operands: [ManagedValue]) -> ManagedValue {
    let type = SwiftType.range(.halfOpen, .stringIndex)
    let lo = operands.count == 2 ? operands[0].value : ir.int(0)
    let hi = operands[operands.count - 1].value
    if operands.count == 2 {
      let ok = newBlock("range.ok")
      let bad = newBlock("range.bad")
      b.condBr(b.icmp(.sgt, lo, hi), bad, ok)
      b.position(at: bad)
      b.call(ir.runtime(.fatalError), [igm.cString("Range requires lowerBound <= upperBound"),
                                       igm.cString("Swift/Range.swift"), ir.int(761)])
      b.unreachable()
      b.position(at: ok)
    }
    return trivial(b.makeStruct(igm.irType(type), [lo, hi]), type)
  }
}
