import AST

// The standard library operations of the subset (`Builtin`), lowered to instructions and
// runtime calls. Int arithmetic traps on overflow as Swift does: `llvm.*.with.overflow`
// then a branch to `llvm.trap`; division and remainder go through the runtime, which
// prints Swift's message for division by zero and `Int.min / -1` before trapping.

extension IRGenFunction {
  /// A builtin call written as a call expression (`Double(i)`).
  func emitBuiltinCall(_ builtin: Builtin, call: CallExpr, resultType: SwiftType) -> ManagedValue {
    if builtin.isArrayMutation, let f = (call.fn.withoutParens as? DeclRefExpr)?.decl as? AbstractFunctionDecl,
      f.parameters.parameters.first?.isInOut == true, let array = call.arguments.first?.expr
    {
      // `Builtin.arrayAppend(&self, x)` (stdlib/Array.swift): on the array in place.
      let base = (array as? InOutExpr)?.subExpr ?? array
      return emitArrayMutation(builtin, base: base, args: call.arguments.dropFirst().map(\.expr), resultType: resultType)
    }
    if builtin.isHashedCollection, builtin != .setFromArray, call.fn.withoutParens is DeclRefExpr,
      let table = call.arguments.first?.expr
    {
      // `Builtin.setInsert(&self, x)`, `Builtin.dictionaryCount(self)` (stdlib/Set.swift,
      // stdlib/Dictionary.swift): the table first, in place when it is `inout`.
      let base = (table as? InOutExpr)?.subExpr ?? table
      return emitHashedCollectionMethod(builtin, base: base, args: call.arguments.dropFirst().map(\.expr),
                                        resultType: resultType)
    }
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
    // The integer builtins work at their operands' width and signedness (Int: i64,
    // signed; UInt8: i8, unsigned); a result that is no integer of theirs is an Int.
    let operandType = operands.first?.type ?? resultType
    let integer = IntegerOperation(operandType.isInteger ? operandType : .int, ir)
    func int(_ v: IRValue) -> ManagedValue { trivial(v, operandType.isInteger ? operandType : .int) }
    func double(_ v: IRValue) -> ManagedValue { trivial(v, .double) }
    func bool(_ v: IRValue) -> ManagedValue { trivial(v, .bool) }
    func owned(_ v: IRValue, _ t: SwiftType) -> ManagedValue { ManagedValue(value: v, type: t, isOwned: true) }
    // A result that is its operand (`String(s)`): a +1 copy, since the caller ends the
    // operand's use (releasing a temporary) before it uses the result.
    func copied(_ v: IRValue, _ t: SwiftType) -> ManagedValue {
      emitRetain(v, t)
      return owned(v, t)
    }

    switch builtin {
    case .intAdd: return int(emitCheckedArithmetic(integer.intrinsic("add"), x!, y!, integer.type))
    case .intSubtract: return int(emitCheckedArithmetic(integer.intrinsic("sub"), x!, y!, integer.type))
    case .intMultiply: return int(emitCheckedArithmetic(integer.intrinsic("mul"), x!, y!, integer.type))
    case .intDivide: return int(emitCheckedDivision(x!, y!, remainder: false, integer))
    case .intRemainder: return int(emitCheckedDivision(x!, y!, remainder: true, integer))
    case .intNegate: return int(emitCheckedArithmetic(integer.intrinsic("sub"), integer.constant(0), x!, integer.type))
    case .intWrappingAdd: return int(b.add(x!, y!))
    case .intWrappingSubtract: return int(b.sub(x!, y!))
    case .intWrappingMultiply: return int(b.mul(x!, y!))
    case .intEqual: return bool(b.icmp(.eq, x!, y!))
    case .intNotEqual: return bool(b.icmp(.ne, x!, y!))
    case .intLess: return bool(b.icmp(integer.isSigned ? .slt : .ult, x!, y!))
    case .intLessEqual: return bool(b.icmp(integer.isSigned ? .sle : .ule, x!, y!))
    case .intGreater: return bool(b.icmp(integer.isSigned ? .sgt : .ugt, x!, y!))
    case .intGreaterEqual: return bool(b.icmp(integer.isSigned ? .sge : .uge, x!, y!))
    case .intIdentity: return int(x!)
    case .doubleIdentity: return double(x!)
    case .intMax, .intMin:
      // A static property: no operand, the result's type says which integer.
      let limits = IntegerOperation(resultType.isInteger ? resultType : .int, ir)
      return trivial(builtin == .intMax ? limits.max : limits.min, resultType.isInteger ? resultType : .int)
    case .intBitAnd: return int(b.and(x!, y!))
    case .intBitOr: return int(b.or(x!, y!))
    case .intBitXor: return int(b.xor(x!, y!))
    case .intBitNot: return int(b.xor(x!, integer.constant(-1)))
    case .intShiftLeft, .intShiftRight:
      let amount = IntegerOperation(operands.count > 1 && operands[1].type.isInteger ? operands[1].type : .int, ir)
      return int(emitSmartShift(x!, y!, left: builtin == .intShiftLeft, integer, amount: amount))
    case .intMaskingShiftLeft, .intMaskingShiftRight:
      let amount = IntegerOperation(operands.count > 1 && operands[1].type.isInteger ? operands[1].type : .int, ir)
      let masked = integer.narrowed(b, b.and(amount.widened(b, y!), ir.int(Int64(integer.bits - 1))))
      return int(builtin == .intMaskingShiftLeft ? b.shl(x!, masked) : integer.shiftRight(b, x!, masked))

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
      .intBitAndAssign, .intBitOrAssign, .intBitXorAssign, .intShiftLeftAssign, .intShiftRightAssign,
      .intMaskingShiftLeftAssign, .intMaskingShiftRightAssign, .doubleAddAssign, .doubleSubtractAssign, .doubleMultiplyAssign, .doubleDivideAssign, .stringAppend:
      // Reached only through `emitCompoundAssignment`, which needs the lvalue.
      return trivial(ir.undef(ir.literalStruct([])), .void)

    case .doubleFromInt: return double(integer.isSigned ? b.siToFP(x!) : b.uiToFP(x!))
    case .intFromDouble:
      if case .sizedInteger(let k) = resultType { return trivial(emitDoubleToSizedInteger(x!, k), resultType) }
      return int(b.call(ir.runtime(.doubleToInt), [x!, ir.null(), ir.int(0)]))
    case .intFromString:
      let slot = makeAlloca(ir.i64, "int.parsed")
      let ok = b.call(ir.runtime(.stringToInt), [x!, slot])
      let v = b.load(ir.i64, slot)
      let t = igm.irType(.optional(.int))
      return trivial(b.makeStruct(t, [b.select(ok, v, ir.int(0)), ok]), .optional(.int))
    case .doubleFromString:
      let slot = makeAlloca(ir.double, "double.parsed")
      let ok = b.call(ir.runtime(.stringToDouble), [x!, slot])
      let v = b.load(ir.double, slot)
      let t = igm.irType(.optional(.double))
      return trivial(b.makeStruct(t, [b.select(ok, v, ir.real(0)), ok]), .optional(.double))
    case .stringFromInt: return owned(emitIntegerDescription(x!, integer), .string)
    case .stringFromDouble: return owned(b.call(ir.runtime(.stringFromDoubleDescription), [x!]), .string)
    case .stringFromBool: return owned(b.call(ir.runtime(.stringFromBool), [x!]), .string)
    case .stringFromString: return copied(x!, .string)
    case .doubleFromDouble: return double(x!)
    case .intFromInt: return int(x!)

    case .halfOpenRange where resultType == .range(.halfOpen, .stringIndex):
      return emitIndexRange(operands)
    case .halfOpenRange, .closedRange:
      return emitRangeValue(x!, y!, type: resultType)

    case .arrayCount: return int(emitArrayCount(x!))
    case .arrayElement:
      guard case .array(let element)? = operands.first?.type, let y else { return trivial(ir.undef(igm.irType(resultType)), resultType) }
      return emitArrayElement(array: x!, index: y, element: element)
    case .arrayElementAddress:
      // Lowered by `emitArrayMutation` (the base is an lvalue).
      return trivial(ir.undef(igm.irType(resultType)), resultType)
    case .arrayIsEmpty: return bool(b.icmp(.eq, emitArrayCount(x!), ir.int(0)))
    case .arrayFirst, .arrayLast:
      guard case .array(let element)? = operands.first?.type else { return trivial(ir.undef(igm.irType(resultType)), resultType) }
      return emitArrayEnd(x!, element: element, last: builtin == .arrayLast)
    case .arrayAppend, .arrayRemoveLast:
      // Lowered by `emitArrayMutation` (the base is an lvalue).
      return trivial(ir.undef(igm.irType(resultType)), resultType)
    case .enumEqual, .enumNotEqual:
      guard let t = operands.first?.type, let l = igm.enumLayout(of: t), operands.count == 2 else { return bool(ir.bool(false)) }
      let eq = b.icmp(.eq, emitEnumTag(operands[0].value, l), emitEnumTag(operands[1].value, l))
      return bool(builtin == .enumEqual ? eq : b.xor(eq, ir.bool(true)))
    case .genericEqual, .genericNotEqual, .genericLess, .genericLessEqual, .genericGreater, .genericGreaterEqual:
      // (An opaque result's values compare as its underlying type's: `some Equatable`.)
      let t = lowered(operands.first?.type ?? .error)
      if case .tuple(let ts, _) = t, operands.count == 2 {
        return bool(emitTupleComparison(builtin, operands[0].value, operands[1].value, ts))
      }
      if let n = t.nominalDecl, let (f, negated) = comparisonWitness(builtin, of: n) {
        // A type conforming to `Equatable` or `Comparable`: its written or derived
        // operator (`!=` is `!(a == b)`), specialized for a generic type's arguments.
        let r = emitCallee(.body(f), args: [operands[0].value, operands[1].value], selfArg: nil, selfType: .metatype(t))
        return bool(negated ? b.xor(r.value, ir.bool(true)) : r.value)
      }
      if let f = igm.module.builtinEqualityOperator(of: t), builtin == .genericEqual || builtin == .genericNotEqual {
        // An array's (optional's, dictionary's, set's) `==`: the library's, specialized
        // for its element type (`!=` is `!(a == b)`).
        let r = emitCallee(.body(f), args: [operands[0].value, operands[1].value], selfArg: nil, selfType: .metatype(t))
        return bool(builtin == .genericNotEqual ? b.xor(r.value, ir.bool(true)) : r.value)
      }
      // Sema lets a type satisfy `Equatable`/`Comparable` only where one of the two
      // above compares it (Sema's Arrays.swift, Dictionaries.swift): a comparison of anything else
      // would be a wrong answer, never a silent `false`.
      guard let concrete = concreteComparison(builtin, on: t) else {
        preconditionFailure("internal compiler error: no comparison \(builtin) for values of type '\(t)'")
      }
      return emitBuiltinCall(concrete, operands: operands, resultType: resultType)
    case .optionalCoalesce, .optionalIsNil, .optionalIsNotNil:
      // Lowered by `emitBinary` (the right side is evaluated conditionally).
      return trivial(ir.undef(ir.literalStruct([])), resultType)
    case .characterFromString:
      // Swift's check is inlinable code: at -O there is none, and the String is kept as it is.
      if igm.options.optimize { return copied(x!, .character) }
      return owned(b.call(ir.runtime(.characterFromString), [x!]), .character)
    case .stringFromCharacter, .stringFromSubstring: return copied(x!, .string)
    case .stringFromCharacters: return owned(b.call(ir.runtime(.stringFromCharacters), [x!]), .string)
    case .stringRepeating: return owned(b.call(ir.runtime(.stringRepeating), [x!, y!]), .string)
    case .stringStartIndex: return trivial(ir.int(0), .stringIndex)
    case .stringEndIndex: return trivial(b.call(ir.runtime(.stringUTF8Count), [x!]), .stringIndex)
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
    case .stringAppendCharacter, .stringInsert, .stringInsertContents, .stringRemoveAt, .stringRemoveSubrange:
      // Lowered by `emitStringMutation` (the base is an lvalue).
      return trivial(ir.undef(igm.irType(resultType)), resultType)
    case .isDebugAssertConfiguration:
      return emitIsDebugAssertConfiguration()
    case .assertionFailure:
      emitAssertionFailure(prefix: x!, message: y!, file: operands[2].value, line: operands[3].value)
      return trivial(ir.undef(igm.irType(resultType)), resultType)
    case .trap:
      emitTrap()
      return trivial(ir.undef(igm.irType(resultType)), resultType)
    case .dictionaryCount, .dictionaryIsEmpty, .dictionaryKeys, .dictionaryValues, .dictionaryUpdateValue,
      .dictionaryRemoveValue, .dictionaryRemoveAll, .dictionaryLookup, .dictionaryValueAddress, .dictionaryInsertAddress,
      .setInsert, .setRemove, .setContains, .setFromArray, .hashedNextSlot, .setElementAt,
      .dictionaryEntryAt:
      return emitHashedCollectionBuiltin(builtin, operands: operands, resultType: resultType)
    case .arrayRepeating:
      return emitArrayRepeating(operands[0], count: y!, resultType: resultType)
    case .arrayConcat:
      return emitArrayBuiltin(builtin, operands: operands, resultType: resultType)
    case .rangeLowerBound, .rangeUpperBound, .rangeCount, .rangeIsEmpty, .rangeContains:
      return emitRangeBuiltin(builtin, operands: operands, resultType: resultType)
    case .arrayIndices:
      return trivial(b.makeStruct(igm.irType(resultType), [ir.int(0), emitArrayCount(x!)]), resultType)
    case .arrayAppendContents, .arrayInsert, .arrayRemoveAt, .arrayRemoveFirst, .arrayRemoveAll, .arrayPopLast,
      .arrayReplaceSubrange:
      // Lowered by `emitArrayMutation` (a library builtin on an `inout` array, a Sema-made
      // method on an lvalue).
      return trivial(ir.undef(igm.irType(resultType)), resultType)
    case .integerConversion:
      let target = IntegerOperation(resultType.isInteger ? resultType : .int, ir)
      return trivial(emitIntegerConversion(x!, from: integer, to: target), resultType.isInteger ? resultType : .int)
    case .integerTruncation:
      let t = resultType.isInteger ? resultType : .int
      return trivial(emitIntegerTruncation(x!, from: integer, to: IntegerOperation(t, ir)), t)
    case .integerClamping:
      let t = resultType.isInteger ? resultType : .int
      return trivial(emitIntegerClamping(x!, from: integer, to: IntegerOperation(t, ir)), t)
    case .integerExactConversion:
      guard case .optional(let t) = resultType, t.isInteger else { return trivial(ir.undef(igm.irType(resultType)), resultType) }
      let (fits, value) = integerFit(x!, from: integer, to: IntegerOperation(t, ir))
      return trivial(b.select(fits, emitOptionalWrap(value, wrapped: t), emitOptionalNone(wrapped: t)), resultType)
    case .objectIdentical, .objectNotIdentical:
      if let same = emitMetatypeIdentity(operands) {
        return bool(builtin == .objectIdentical ? same : b.xor(same, ir.bool(true)))
      }
      // Both are pointers (a class reference, or an optional one: null for `nil`).
      let same = b.icmp(.eq, b.ptrToInt(x!), b.ptrToInt(y!))
      return bool(builtin == .objectIdentical ? same : b.xor(same, ir.bool(true)))
    case .arrayReserveCapacity, .arraySwapAt:
      // Lowered by `emitArrayMutation` (the base is an lvalue).
      return trivial(ir.undef(igm.irType(resultType)), resultType)
    case .stringSubscript, .rangeSubscript:
      // Read by `emitStringSubscript` as `s[i]`, by `emitSubscript` as `r[i]`.
      return trivial(ir.undef(igm.irType(resultType)), resultType)
    case .arrayStartIndex:
      return int(ir.int(0))
    case .arrayIndexAfter:
      // `i + 1`, trapping when it overflows: written as a comparison and an `nsw` add
      // rather than `llvm.sadd.with.overflow`, so that LLVM sees the index of an
      // `IndexingIterator` over an array as an induction variable and can drop the
      // check and vectorize the loop (a `for`-`in` over an array).
      trap(if: b.icmp(.eq, y!, ir.int(Int64.max)))
      return int(b.addNSW(y!, ir.int(1)))
    case .hashInt:
      return trivial(b.call(ir.runtime(.hashInt), [x!]), .int)
    case .hash:
      return trivial(emitHash(x!, lowered(operandType)), .int)
    case .identical:
      // (Arrays, dictionaries and sets are each one pointer to their buffer.)
      return bool(b.icmp(.eq, b.ptrToInt(x!), b.ptrToInt(y!)))
    case .truncatingRemainder:
      return double(b.frem(x!, y!))
    case .sqrt, .round, .rint, .trunc, .ceil, .floor:
      let (f, ft) = ir.intrinsic("llvm.\(builtin.rawValue).f64", [ir.double])
      return double(b.call(ft, f, [x!]))
    case .utf8Count:
      return int(b.call(ir.runtime(.stringUTF8Count), [x!]))
    case .utf8CodeUnit:
      return trivial(b.trunc(b.call(ir.runtime(.stringUTF8Byte), [x!, y!]), ir.i8), .sizedInteger(.uint8))
    case .nextCharacterBoundary:
      return int(b.call(ir.runtime(.stringNextCharacter), [x!, y!]))
    case .characterBetween:
      return owned(b.call(ir.runtime(.stringSubstring), [x!, y!, operands[2].value]), .character)
    case .qualifiedTypeName:
      return owned(igm.stringLiteral(igm.runtimeTypeName(lowered(operandType), qualified: true)), .string)
    case .unicodeProperties:
      return trivial(b.call(ir.runtime(.unicodeProperties), [x!]), .int)
    case .unicodeWholeNumber:
      return trivial(b.call(ir.runtime(.unicodeWholeNumber), [x!]), .int)
    case .stringFromScalar:
      return owned(b.call(ir.runtime(.stringFromScalar), [x!]), .string)
    case .changesWhenUppercased, .changesWhenLowercased:
      return bool(b.call(ir.runtime(.stringChangesWhenCaseMapped), [x!, ir.bool(builtin == .changesWhenUppercased)]))
    case .writeStandardOutput:
      b.call(ir.runtime(.printString), [x!])
      return trivial(ir.undef(ir.literalStruct([])), .void)
    case .description:
      return owned(emitDescription(ManagedValue(value: x!, type: lowered(operandType), isOwned: false)), .string)
    case .debugDescription:
      return owned(emitDebugDescription(ManagedValue(value: x!, type: lowered(operandType), isOwned: false)), .string)
    case .libraryPreconditionFailure, .libraryFatalError:
      emitLibraryPreconditionFailure(message: x!, file: y!, line: operands.count > 2 ? operands[2].value : ir.int(0),
                                     reportsWhenOptimized: builtin == .libraryFatalError)
      return trivial(ir.undef(ir.literalStruct([])), .void)
    }
  }

  /// The comparison of a specialization's concrete type for a generic one (`a < b` on
  /// `T: Comparable` with `T == Int` is `intLess`).
  func concreteComparison(_ builtin: Builtin, on t: SwiftType) -> Builtin? {
    let table: [Builtin: [SwiftType: Builtin]] = [
      .genericEqual: [.int: .intEqual, .double: .doubleEqual, .string: .stringEqual, .bool: .boolEqual],
      .genericNotEqual: [.int: .intNotEqual, .double: .doubleNotEqual, .string: .stringNotEqual, .bool: .boolNotEqual],
      .genericLess: [.int: .intLess, .double: .doubleLess, .string: .stringLess],
      .genericLessEqual: [.int: .intLessEqual, .double: .doubleLessEqual, .string: .stringLessEqual],
      .genericGreater: [.int: .intGreater, .double: .doubleGreater, .string: .stringGreater],
      .genericGreaterEqual: [.int: .intGreaterEqual, .double: .doubleGreaterEqual, .string: .stringGreaterEqual],
    ]
    if let b = table[builtin]?[t.isInteger ? .int : t] { return b }
    // Characters and substrings compare as the Strings that hold them; indices as their
    // offsets.
    if t == .character || t == .substring { return table[builtin]?[.string] }
    if t == .stringIndex { return table[builtin]?[.int] }
    // (An enum without associated values, generic too, compared by its cases.)
    if let n = t.nominalDecl, n is EnumDecl, n.equalsOperator == nil {
      if builtin == .genericEqual { return .enumEqual }
      if builtin == .genericNotEqual { return .enumNotEqual }
    }
    return nil
  }

  /// The operator function a generic comparison calls on a struct, class or enum that
  /// declares it (written, or derived by Sema): `==` (`equalsOperator`) for `==` and,
  /// negated, `!=`; `<`, `<=`, `>`, `>=` of a
  /// `Comparable` type, the last three the library's `extension Comparable` ones unless
  /// written. nil for an enum compared by its cases.
  private func comparisonWitness(_ builtin: Builtin, of n: NominalTypeDecl) -> (FuncDecl, negated: Bool)? {
    let isEquality = builtin == .genericEqual || builtin == .genericNotEqual
    let name = switch builtin {
    case .genericLess: "<"
    case .genericLessEqual: "<="
    case .genericGreater: ">"
    case .genericGreaterEqual: ">="
    default: "=="
    }
    guard let f = (isEquality ? n.equalsOperator : n.comparisonOperator(name))
      ?? (isEquality ? nil : igm.module.standardLibraryComparisonOperator(name))
    else { return nil }
    return (f, builtin == .genericNotEqual)
  }

  /// `x << n` (or `x >> n`) as Swift defines it for any `n`: a negative amount shifts
  /// the other way, an amount of the bit width or more shifts every bit out (leaving 0,
  /// or -1 for a right shift of a negative value). No trap. LLVM's `shl`/`ashr`/`lshr`
  /// are undefined for amounts outside 0..<width, so they only ever see a masked amount.
  /// `x` has the type of `integer`, `n` that of `amount` (`UInt8 << Int`).
  func emitSmartShift(_ x: IRValue, _ n: IRValue, left: Bool, _ integer: IntegerOperation,
                      amount: IntegerOperation) -> IRValue {
    let zero = ir.int(0)
    let width = ir.int(Int64(integer.bits))
    let n64 = amount.widened(b, n)
    let mask = ir.int(Int64(integer.bits - 1))
    let forward: IRValue
    let backward: IRValue
    let outwards: IRValue
    if amount.isSigned {
      forward = b.and(b.icmp(.sge, n64, zero), b.icmp(.slt, n64, width))
      backward = b.and(b.icmp(.slt, n64, zero), b.icmp(.sgt, n64, b.sub(zero, width)))
      outwards = b.icmp(.sge, n64, zero)
    } else {
      // An unsigned amount is never negative.
      forward = b.icmp(.ult, n64, width)
      backward = ir.bool(false)
      outwards = ir.bool(true)
    }
    let byN = integer.narrowed(b, b.and(n64, mask))
    let byNegated = integer.narrowed(b, b.and(b.sub(zero, n64), mask))
    let none = integer.constant(0)
    let signFill = integer.isSigned ? b.ashr(x, integer.constant(Int64(integer.bits - 1))) : none
    let shiftedByN = left ? b.shl(x, byN) : integer.shiftRight(b, x, byN)
    let shiftedBack = left ? integer.shiftRight(b, x, byNegated) : b.shl(x, byNegated)
    // Everything shifted out: towards the sign bit gives 0, away from it the sign.
    let allOut = left ? b.select(outwards, none, signFill) : b.select(outwards, signFill, none)
    return b.select(forward, shiftedByN, b.select(backward, shiftedBack, allOut))
  }

  /// `a op b` with Swift's overflow trap (`llvm.sadd.with.overflow.i64` and friends, at
  /// the operands' width).
  func emitCheckedArithmetic(_ intrinsic: String, _ a: IRValue, _ c: IRValue, _ type: IRType? = nil) -> IRValue {
    let (f, ft) = ir.intrinsic(intrinsic, [type ?? ir.i64])
    let r = b.call(ft, f, [a, c])
    trap(if: b.extract(r, 1))
    return b.extract(r, 0)
  }

  /// `a / b`, `a % b`: inline, except that a zero divisor or `min / -1` (signed types)
  /// goes to the runtime, which prints Swift's message and traps. (With a constant
  /// divisor LLVM folds the checks away and strength-reduces the division.) The runtime
  /// takes Int operands: a narrower type's overflow is passed as Int's own (`Int.min / -1`).
  func emitCheckedDivision(_ a: IRValue, _ c: IRValue, remainder: Bool,
                           _ integer: IntegerOperation) -> IRValue {
    let zero = b.icmp(.eq, c, integer.constant(0))
    let overflow = integer.isSigned
      ? b.and(b.icmp(.eq, a, integer.min), b.icmp(.eq, c, integer.constant(-1))) : ir.bool(false)
    let slow = newBlock("div.trap")
    let fast = newBlock("div")
    b.condBr(b.or(zero, overflow), slow, fast)
    b.position(at: slow)
    let dividend = b.select(overflow, ir.int(Int64.min), integer.widened(b, a))
    let divisor = b.select(overflow, ir.int(-1), integer.widened(b, c))
    b.call(ir.runtime(remainder ? .intRemainder : .intDivide), [dividend, divisor, ir.null(), ir.int(0)])
    b.unreachable()
    b.position(at: fast)
    if integer.isSigned { return remainder ? b.srem(a, c) : b.sdiv(a, c) }
    return remainder ? b.urem(a, c) : b.udiv(a, c)
  }
}
