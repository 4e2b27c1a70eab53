import AST

// The standard library operations of the subset (`Builtin`), lowered to instructions and
// runtime calls. Int arithmetic traps on overflow as Swift does: `llvm.*.with.overflow`
// then a branch to `llvm.trap`; division and remainder go through the runtime, which
// prints Swift's message for division by zero and `Int.min / -1` before trapping.

extension IRGenFunction {
  /// A builtin call written as a call expression (`print(...)`, `Double(i)`, `stride(...)`).
  func emitBuiltinCall(_ builtin: Builtin, call: CallExpr, resultType: SwiftType) -> ManagedValue {
    if builtin == .print { return emitPrint(call.arguments) }
    if builtin.isCheck { return emitCheck(builtin, call: call) }
    let operands = call.arguments.map { emitRValue($0.expr) }
    let r = emitBuiltinCall(builtin, operands: operands, resultType: resultType)
    operands.reversed().forEach(emitEndUse)
    return r
  }

  /// A builtin applied to evaluated operands (borrowed; the caller ends their use).
  func emitBuiltinCall(_ builtin: Builtin, operands: [ManagedValue], resultType: SwiftType) -> ManagedValue {
    // A builtin has the operands its declaration takes (Sema checked the call); the
    // placeholders only keep a malformed tree from crashing the compiler.
    let x: IRValue? = operands.first?.value ?? ir.undef(igm.irType(resultType))
    let y: IRValue? = operands.count > 1 ? operands[1].value : x
    func int(_ v: IRValue) -> ManagedValue { trivial(v, .int) }
    func double(_ v: IRValue) -> ManagedValue { trivial(v, .double) }
    func bool(_ v: IRValue) -> ManagedValue { trivial(v, .bool) }
    func owned(_ v: IRValue, _ t: SwiftType) -> ManagedValue { ManagedValue(value: v, type: t, isOwned: true) }

    switch builtin {
    case .intAdd: return int(emitCheckedArithmetic("llvm.sadd.with.overflow", x!, y!))
    case .intSubtract: return int(emitCheckedArithmetic("llvm.ssub.with.overflow", x!, y!))
    case .intMultiply: return int(emitCheckedArithmetic("llvm.smul.with.overflow", x!, y!))
    case .intDivide: return int(emitCheckedDivision(x!, y!, remainder: false))
    case .intRemainder: return int(emitCheckedDivision(x!, y!, remainder: true))
    case .intNegate: return int(emitCheckedArithmetic("llvm.ssub.with.overflow", ir.int(0), x!))
    case .intWrappingAdd: return int(b.add(x!, y!))
    case .intWrappingSubtract: return int(b.sub(x!, y!))
    case .intWrappingMultiply: return int(b.mul(x!, y!))
    case .intEqual: return bool(b.icmp(.eq, x!, y!))
    case .intNotEqual: return bool(b.icmp(.ne, x!, y!))
    case .intLess: return bool(b.icmp(.slt, x!, y!))
    case .intLessEqual: return bool(b.icmp(.sle, x!, y!))
    case .intGreater: return bool(b.icmp(.sgt, x!, y!))
    case .intGreaterEqual: return bool(b.icmp(.sge, x!, y!))
    case .intIdentity: return int(x!)
    case .doubleIdentity: return double(x!)
    case .intMax: return int(ir.int(Int64.max))
    case .intMin: return int(ir.int(Int64.min))

    case .doubleAdd: return double(b.fadd(x!, y!))
    case .doubleSubtract: return double(b.fsub(x!, y!))
    case .doubleMultiply: return double(b.fmul(x!, y!))
    case .doubleDivide: return double(b.fdiv(x!, y!))
    case .doubleNegate: return double(b.fneg(x!))
    case .doubleEqual: return bool(b.fcmp(.oeq, x!, y!))
    case .doubleNotEqual: return bool(b.fcmp(.une, x!, y!))
    case .doubleLess: return bool(b.fcmp(.olt, x!, y!))
    case .doubleLessEqual: return bool(b.fcmp(.ole, x!, y!))
    case .doubleGreater: return bool(b.fcmp(.ogt, x!, y!))
    case .doubleGreaterEqual: return bool(b.fcmp(.oge, x!, y!))

    case .boolAnd: return bool(b.and(x!, y!))
    case .boolOr: return bool(b.or(x!, y!))
    case .boolNot: return bool(b.xor(x!, ir.bool(true)))
    case .boolEqual: return bool(b.icmp(.eq, x!, y!))
    case .boolNotEqual: return bool(b.icmp(.ne, x!, y!))

    case .stringConcat: return owned(b.call(ir.runtime(.stringConcat), [x!, y!]), .string)
    case .stringUppercased: return owned(b.call(ir.runtime(.stringUppercased), [x!]), .string)
    case .stringLowercased: return owned(b.call(ir.runtime(.stringLowercased), [x!]), .string)
    case .stringEqual: return bool(b.call(ir.runtime(.stringEqual), [x!, y!]))
    case .stringNotEqual: return bool(b.xor(b.call(ir.runtime(.stringEqual), [x!, y!]), ir.bool(true)))
    case .stringLess, .stringLessEqual, .stringGreater, .stringGreaterEqual:
      let c = b.call(ir.runtime(.stringCompare), [x!, y!])
      let p: IntPredicate =
        builtin == .stringLess ? .slt : builtin == .stringLessEqual ? .sle : builtin == .stringGreater ? .sgt : .sge
      return bool(b.icmp(p, c, ir.int(0)))
    case .stringCount: return int(b.call(ir.runtime(.stringCount), [x!]))
    case .stringIsEmpty: return bool(b.call(ir.runtime(.stringIsEmpty), [x!]))

    case .intAddAssign, .intSubtractAssign, .intMultiplyAssign, .intDivideAssign, .intRemainderAssign,
      .doubleAddAssign, .doubleSubtractAssign, .doubleMultiplyAssign, .doubleDivideAssign, .stringAppend:
      // Reached only through `emitCompoundAssignment`, which needs the lvalue.
      return trivial(ir.undef(ir.literalStruct([])), .void)

    case .doubleFromInt: return double(b.siToFP(x!))
    case .intFromDouble: return int(b.call(ir.runtime(.doubleToInt), [x!, ir.null(), ir.int(0)]))
    case .intFromString:
      let slot = makeAlloca(ir.i64, "int.parsed")
      let ok = b.call(ir.runtime(.stringToInt), [x!, slot])
      let v = b.load(ir.i64, slot)
      let t = igm.irType(.optional(.int))
      return trivial(b.makeStruct(t, [b.select(ok, v, ir.int(0)), ok]), .optional(.int))
    case .stringFromInt: return owned(b.call(ir.runtime(.stringFromInt), [x!]), .string)
    case .stringFromDouble: return owned(b.call(ir.runtime(.stringFromDoubleDescription), [x!]), .string)
    case .stringFromBool: return owned(b.call(ir.runtime(.stringFromBool), [x!]), .string)
    case .stringFromString:
      return ManagedValue(value: x!, type: .string, isOwned: false)
    case .doubleFromDouble: return double(x!)
    case .intFromInt: return int(x!)

    case .halfOpenRange where resultType == .range(.halfOpen, .stringIndex):
      return emitIndexRange(operands)
    case .halfOpenRange, .closedRange, .strideTo, .strideThrough:
      // Only meaningful as a `for`-`in` sequence, lowered there.
      return trivial(ir.undef(ir.literalStruct([])), resultType)

    case .print:
      return trivial(ir.undef(ir.literalStruct([])), .void)
    case .arrayCount: return int(emitArrayCount(x!))
    case .arrayIsEmpty: return bool(b.icmp(.eq, emitArrayCount(x!), ir.int(0)))
    case .arrayFirst, .arrayLast:
      guard case .array(let element)? = operands.first?.type else { return trivial(ir.undef(igm.irType(resultType)), resultType) }
      return emitArrayEnd(x!, element: element, last: builtin == .arrayLast)
    case .arrayAppend, .arrayRemoveLast, .arrayMap, .arrayFilter, .arrayReduce:
      // Lowered by `emitArrayMutation` (the base is an lvalue) and `emitArrayHigherOrder`.
      return trivial(ir.undef(igm.irType(resultType)), resultType)
    case .enumEqual, .enumNotEqual:
      guard case .nominal(let d as EnumDecl)? = operands.first?.type, operands.count == 2 else { return bool(ir.bool(false)) }
      let l = igm.enumLayout(d)
      let eq = b.icmp(.eq, emitEnumTag(operands[0].value, l), emitEnumTag(operands[1].value, l))
      return bool(builtin == .enumEqual ? eq : b.xor(eq, ir.bool(true)))
    case .optionalEqual, .optionalNotEqual:
      guard case .optional(let w)? = operands.first?.type, operands.count == 2 else { return bool(ir.bool(false)) }
      let eq = emitOptionalEquality(operands[0].value, operands[1].value, wrapped: w)
      return bool(builtin == .optionalEqual ? eq : b.xor(eq, ir.bool(true)))
    case .genericEqual, .genericNotEqual, .genericLess, .genericLessEqual, .genericGreater, .genericGreaterEqual:
      if case .tuple(let ts, _)? = operands.first?.type, operands.count == 2 {
        return bool(emitTupleComparison(builtin, operands[0].value, operands[1].value, ts))
      }
      guard let concrete = concreteComparison(builtin, on: operands.first?.type ?? .error) else { return bool(ir.bool(false)) }
      return emitBuiltinCall(concrete, operands: operands, resultType: resultType)
    case .optionalCoalesce, .optionalIsNil, .optionalIsNotNil:
      // Lowered by `emitBinary` (the right side is evaluated conditionally).
      return trivial(ir.undef(ir.literalStruct([])), resultType)
    case .characterFromString:
      // Swift's check is inlinable code: at -O there is none, and the String is kept as it is.
      if igm.options.optimize { return ManagedValue(value: x!, type: .character, isOwned: false) }
      return owned(b.call(ir.runtime(.characterFromString), [x!]), .character)
    case .stringFromCharacter, .stringFromSubstring: return ManagedValue(value: x!, type: .string, isOwned: false)
    case .stringFromCharacters: return owned(b.call(ir.runtime(.stringFromCharacters), [x!]), .string)
    case .stringRepeating: return owned(b.call(ir.runtime(.stringRepeating), [x!, y!]), .string)
    case .stringStartIndex: return trivial(ir.int(0), .stringIndex)
    case .stringEndIndex: return trivial(b.call(ir.runtime(.stringUTF8Count), [x!]), .stringIndex)
    case .stringIndices:
      return emitIndexRange([trivial(ir.int(0), .stringIndex), trivial(b.call(ir.runtime(.stringUTF8Count), [x!]), .stringIndex)])
    case .stringIndexAfter: return trivial(b.call(ir.runtime(.stringIndexAfter), [x!, y!]), .stringIndex)
    case .stringIndexBefore: return trivial(b.call(ir.runtime(.stringIndexBefore), [x!, y!]), .stringIndex)
    case .stringIndexOffsetBy:
      return trivial(b.call(ir.runtime(.stringIndexOffsetBy), [x!, y!, operands[2].value]), .stringIndex)
    case .stringFirstIndexOf:
      let slot = makeAlloca(ir.i64, "index.found")
      let found = b.call(ir.runtime(.stringFirstIndexOf), [x!, y!, slot])
      let t = SwiftType.optional(.stringIndex)
      return trivial(b.makeStruct(igm.irType(t), [b.select(found, b.load(ir.i64, slot), ir.int(0)), found]), t)
    case .stringHasPrefix: return bool(b.call(ir.runtime(.stringHasPrefix), [x!, y!]))
    case .stringHasSuffix: return bool(b.call(ir.runtime(.stringHasSuffix), [x!, y!]))
    case .substringCount: return int(b.call(ir.runtime(.stringCount), [x!]))
    case .substringIsEmpty: return bool(b.call(ir.runtime(.stringIsEmpty), [x!]))
    case .stringAppendCharacter, .stringInsert, .stringInsertContents, .stringRemoveAt, .stringRemoveSubrange,
      .stringFilter:
      // Lowered by `emitStringMutation` (the base is an lvalue) and `emitStringFilter`.
      return trivial(ir.undef(igm.irType(resultType)), resultType)
    case .minimum, .maximum:
      // min: y < x ? y : x; max: y >= x ? y : x. The result is a copy (owned).
      let t = operands[0].type
      let test: Builtin = builtin == .minimum ? .genericLess : .genericGreaterEqual
      guard let compare = concreteComparison(test, on: t) else { return trivial(ir.undef(igm.irType(t)), t) }
      let takeSecond = emitBuiltinCall(compare, operands: [operands[1], operands[0]], resultType: .bool)
      let chosen = b.select(takeSecond.value, y!, x!)
      emitRetain(chosen, t)
      return ManagedValue(value: chosen, type: t, isOwned: !igm.isTrivial(t))
    case .assert, .precondition, .assertionFailure, .preconditionFailure, .fatalError:
      // Lowered by `emitCheck` (the arguments are evaluated lazily).
      return trivial(ir.undef(ir.literalStruct([])), .void)
    }
  }

  /// The comparison of a specialization's concrete type for a generic one (`a < b` on
  /// `T: Comparable` with `T == Int` is `intLess`).
  private func concreteComparison(_ builtin: Builtin, on t: SwiftType) -> Builtin? {
    let table: [Builtin: [SwiftType: Builtin]] = [
      .genericEqual: [.int: .intEqual, .double: .doubleEqual, .string: .stringEqual, .bool: .boolEqual],
      .genericNotEqual: [.int: .intNotEqual, .double: .doubleNotEqual, .string: .stringNotEqual, .bool: .boolNotEqual],
      .genericLess: [.int: .intLess, .double: .doubleLess, .string: .stringLess],
      .genericLessEqual: [.int: .intLessEqual, .double: .doubleLessEqual, .string: .stringLessEqual],
      .genericGreater: [.int: .intGreater, .double: .doubleGreater, .string: .stringGreater],
      .genericGreaterEqual: [.int: .intGreaterEqual, .double: .doubleGreaterEqual, .string: .stringGreaterEqual],
    ]
    if let b = table[builtin]?[t] { return b }
    // Characters compare as the Strings that hold them; indices as their offsets.
    if t == .character { return table[builtin]?[.string] }
    if t == .stringIndex { return table[builtin]?[.int] }
    if case .nominal(let n) = t, n is EnumDecl {
      if builtin == .genericEqual { return .enumEqual }
      if builtin == .genericNotEqual { return .enumNotEqual }
    }
    if case .optional = t {
      if builtin == .genericEqual { return .optionalEqual }
      if builtin == .genericNotEqual { return .optionalNotEqual }
    }
    return nil
  }

  /// Whether two `T?` are equal: both `nil`, or both values and equal.
  func emitOptionalEquality(_ l: IRValue, _ r: IRValue, wrapped w: SwiftType) -> IRValue {
    let ls = emitOptionalIsSome(l, wrapped: w)
    let rs = emitOptionalIsSome(r, wrapped: w)
    let same = b.icmp(.eq, ls, rs)
    let entry = b.insertBlock!
    let compare = newBlock("opteq.some")
    let end = newBlock("opteq.end")
    b.condBr(b.and(ls, rs), compare, end)
    b.position(at: compare)
    let op: Builtin = switch w {
    case .double: .doubleEqual
    case .bool: .boolEqual
    case .string, .character, .substring: .stringEqual
    case .stringIndex: .intEqual
    case .nominal(let d) where d is EnumDecl: .enumEqual
    default: .intEqual
    }
    let payloads = [l, r].map { ManagedValue(value: emitOptionalPayload($0, wrapped: w), type: w, isOwned: false) }
    let eq = emitBuiltinCall(op, operands: payloads, resultType: .bool).value
    let compareEnd = b.insertBlock!
    b.br(end)
    b.position(at: end)
    return b.phi(ir.i1, [(same, entry), (eq, compareEnd)])
  }

  /// `a op b` with Swift's overflow trap.
  func emitCheckedArithmetic(_ intrinsic: String, _ a: IRValue, _ c: IRValue) -> IRValue {
    let (f, ft) = ir.intrinsic(intrinsic, [ir.i64])
    let r = b.call(ft, f, [a, c])
    trap(if: b.extract(r, 1))
    return b.extract(r, 0)
  }

  /// `a / b`, `a % b`: inline, except that a zero divisor or `Int.min / -1` goes to the
  /// runtime, which prints Swift's message and traps. (With a constant divisor LLVM
  /// folds the checks away and strength-reduces the division.)
  func emitCheckedDivision(_ a: IRValue, _ c: IRValue, remainder: Bool) -> IRValue {
    let zero = b.icmp(.eq, c, ir.int(0))
    let overflow = b.and(b.icmp(.eq, a, ir.int(Int64.min)), b.icmp(.eq, c, ir.int(-1)))
    let slow = newBlock("div.trap")
    let fast = newBlock("div")
    b.condBr(b.or(zero, overflow), slow, fast)
    b.position(at: slow)
    b.call(ir.runtime(remainder ? .intRemainder : .intDivide), [a, c, ir.null(), ir.int(0)])
    b.unreachable()
    b.position(at: fast)
    return remainder ? b.srem(a, c) : b.sdiv(a, c)
  }

  /// `print(items..., separator: s, terminator: t)`: every argument is evaluated first
  /// (left to right), then the items are written with the separator between them.
  func emitPrint(_ arguments: [Argument]) -> ManagedValue {
    var items: [ManagedValue] = []
    var separator: ManagedValue? = nil
    var terminator: ManagedValue? = nil
    for arg in arguments {
      let mv = emitRValue(arg.expr)
      switch arg.label {
      case "separator": separator = mv
      case "terminator": terminator = mv
      default: items.append(mv)
      }
    }
    for (i, item) in items.enumerated() {
      if i > 0 {
        if let s = separator { b.call(ir.runtime(.printString), [s.value]) } else { emitPrintLiteral(" ") }
      }
      emitPrintValue(item)
    }
    if let t = terminator { b.call(ir.runtime(.printString), [t.value]) } else { emitPrintLiteral("\n") }
    items.forEach(emitEndUse)
    if let separator { emitEndUse(separator) }
    if let terminator { emitEndUse(terminator) }
    return trivial(ir.undef(ir.literalStruct([])), .void)
  }

  private func emitPrintLiteral(_ s: String) {
    b.call(ir.runtime(.printString), [igm.stringLiteral(s)])
  }

  /// Writes one value as `print` shows it.
  func emitPrintValue(_ item: ManagedValue) {
    switch item.type {
    case .int: b.call(ir.runtime(.printInt), [item.value])
    case .double: b.call(ir.runtime(.printDouble), [item.value])
    case .bool: b.call(ir.runtime(.printBool), [item.value])
    case .string, .character, .substring: b.call(ir.runtime(.printString), [item.value])
    default:
      let s = emitDescription(item)
      b.call(ir.runtime(.printString), [s])
      emitReleaseCall(s)
    }
  }
}
