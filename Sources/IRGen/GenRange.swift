import AST

// Ranges of Int as values (`let r = 1...5`, `a.indices`): `Range<Int>` and
// `ClosedRange<Int>` are `{ i64 lowerBound, i64 upperBound }`, checked when made (Swift
// traps when the lower bound exceeds the upper one). `for i in 1...5` over the operator
// itself is lowered in GenStmt without making the value.

extension IRGenFunction {
  /// Traps with Swift's message unless `lower <= upper`.
  func emitRangeCheck(_ lower: IRValue, _ upper: IRValue, closed: Bool) {
    let ok = newBlock("range.ok")
    let fail = newBlock("range.bad")
    b.condBr(b.icmp(.sgt, lower, upper), fail, ok)
    b.position(at: fail)
    let (file, line) = closed ? ("Swift/ClosedRange.swift", 411) : ("Swift/Range.swift", 761)
    b.call(ir.runtime(.fatalError), [igm.cString("Range requires lowerBound <= upperBound"), igm.cString(file),
                                     ir.int(Int64(line))])
    b.unreachable()
    b.position(at: ok)
  }

  /// `a...b`, `a..<b` as a value (checked).
  func emitRangeValue(_ lower: IRValue, _ upper: IRValue, type: SwiftType) -> ManagedValue {
    guard case .range(let kind, _) = type else { return trivial(ir.undef(igm.irType(type)), type) }
    emitRangeCheck(lower, upper, closed: kind == .closed)
    return trivial(b.makeStruct(igm.irType(type), [lower, upper]), type)
  }

  /// The bounds of a range value as a half-open pair `[lower, end)` (a closed range's
  /// end is `upperBound + 1`, which only `count` and subranges use).
  func rangeBounds(_ range: ManagedValue) -> (lower: IRValue, upper: IRValue, closed: Bool) {
    let closed = if case .range(.closed, _) = range.type { true } else { false }
    return (b.extract(range.value, 0), b.extract(range.value, 1), closed)
  }

  /// `r.lowerBound`, `r.upperBound`, `r.count`, `r.isEmpty`, `r.contains(x)`.
  func emitRangeBuiltin(_ builtin: Builtin, operands: [ManagedValue], resultType: SwiftType) -> ManagedValue {
    guard let range = operands.first else { return trivial(ir.undef(igm.irType(resultType)), resultType) }
    let (lower, upper, closed) = rangeBounds(range)
    switch builtin {
    case .rangeLowerBound: return trivial(lower, .int)
    case .rangeUpperBound: return trivial(upper, .int)
    case .rangeCount:
      // Swift traps when the count overflows (`(Int.min...Int.max).count`).
      let distance = emitCheckedArithmetic("llvm.ssub.with.overflow", upper, lower)
      return trivial(closed ? emitCheckedArithmetic("llvm.sadd.with.overflow", distance, ir.int(1)) : distance, .int)
    case .rangeIsEmpty:
      return trivial(closed ? ir.bool(false) : b.icmp(.eq, lower, upper), .bool)
    case .rangeContains:
      let x = operands[1].value
      let above = b.icmp(.sge, x, lower)
      let below = b.icmp(closed ? .sle : .slt, x, upper)
      return trivial(b.and(above, below), .bool)
    default:
      return trivial(ir.undef(igm.irType(resultType)), resultType)
    }
  }

  /// `r[i]` of a range of Int: `i`, trapping as Swift's library does when the range does
  /// not contain it.
  func emitRangeSubscript(_ range: ManagedValue, _ index: ManagedValue) -> ManagedValue {
    let closed = if case .range(.closed, _) = range.type { true } else { false }
    let inRange = emitRangeBuiltin(.rangeContains, operands: [range, index], resultType: .bool).value
    let ok = newBlock("range.index.ok")
    let fail = newBlock("range.index.bad")
    b.condBr(inRange, ok, fail)
    b.position(at: fail)
    let (file, line) = closed ? ("Swift/ClosedRange.swift", 306) : ("Swift/Range.swift", 310)
    b.call(ir.runtime(.fatalError), [igm.cString("Index out of range"), igm.cString(file), ir.int(Int64(line))])
    b.unreachable()
    b.position(at: ok)
    return trivial(index.value, .int)
  }

  /// `1...5` as `print` shows it (`debug`: `ClosedRange(1...5)`, inside a collection).
  func emitRangeDescription(_ range: ManagedValue, debug: Bool) -> IRValue {
    let (lower, upper, closed) = rangeBounds(range)
    let slot = makeAlloca(ir.ptr, "range.desc")
    b.store(b.call(ir.runtime(.stringEmpty), []), slot)
    if debug { b.call(ir.runtime(.stringAppend), [slot, igm.stringLiteral(closed ? "ClosedRange(" : "Range(")]) }
    b.call(ir.runtime(.stringAppendInt), [slot, lower])
    b.call(ir.runtime(.stringAppend), [slot, igm.stringLiteral(closed ? "..." : "..<")])
    b.call(ir.runtime(.stringAppendInt), [slot, upper])
    if debug { b.call(ir.runtime(.stringAppend), [slot, igm.stringLiteral(")")]) }
    return b.load(ir.ptr, slot)
  }
}
