import AST

/// The width and signedness an integer builtin works at: Int's (i64, signed) or a sized
/// integer's (`UInt8`: i8, unsigned). One `Builtin` (`intAdd`, `intLess`) serves every
/// integer type; this picks the instructions (`sadd`/`uadd`, `slt`/`ult`, `ashr`/`lshr`).
struct IntegerOperation {
  let bits: Int
  let isSigned: Bool
  let type: IRType
  private let ir: IRModule

  init(_ t: SwiftType, _ ir: IRModule) {
    bits = t.integerBitWidth ?? 64
    isSigned = !t.isUnsignedInteger
    type = ir.intType(bits: bits)
    self.ir = ir
  }

  func constant(_ v: Int64) -> IRValue { ir.int(v, type) }

  /// `T.min`, `T.max`.
  var min: IRValue { constant(isSigned && bits < 64 ? -(Int64(1) << (bits - 1)) : isSigned ? .min : 0) }
  var max: IRValue { constant(isSigned ? (bits < 64 ? (Int64(1) << (bits - 1)) - 1 : .max) : -1) }

  /// `llvm.sadd.with.overflow` (signed) or `llvm.uadd.with.overflow` (unsigned).
  func intrinsic(_ op: String) -> String { "llvm.\(isSigned ? "s" : "u")\(op).with.overflow" }

  /// The value as an i64 (sign- or zero-extended).
  func widened(_ b: IRBuilder, _ v: IRValue) -> IRValue {
    if bits == 64 { return v }
    return isSigned ? b.sext(v, ir.i64) : b.zext(v, ir.i64)
  }

  /// An i64 truncated to this width.
  func narrowed(_ b: IRBuilder, _ v: IRValue) -> IRValue {
    bits == 64 ? v : b.trunc(v, type)
  }

  /// `>>` by an amount in 0..<bits: arithmetic for signed types, logical for unsigned.
  func shiftRight(_ b: IRBuilder, _ x: IRValue, _ n: IRValue) -> IRValue {
    isSigned ? b.ashr(x, n) : b.lshr(x, n)
  }
}

extension IRGenFunction {
  /// `T(x)` between integer types: widened or narrowed, trapping as Swift does when the
  /// value does not fit ("Negative value is not representable" into an unsigned type,
  /// else "Not enough bits to represent the passed value").
  func emitIntegerConversion(_ x: IRValue, from source: IntegerOperation, to target: IntegerOperation) -> IRValue {
    if source.bits == target.bits && source.isSigned == target.isSigned { return x }
    let x64 = source.widened(b, x)
    if source.isSigned && !target.isSigned {
      conversionTrap(if: b.icmp(.slt, x, source.constant(0)), reason: 0)
    }
    let result = target.narrowed(b, x64)
    // The value fits when it survives the round trip (and keeps its sign).
    let back = target.widened(b, result)
    var lost = b.icmp(.ne, back, x64)
    if !source.isSigned && target.isSigned && target.bits == 64 {
      // UInt64 -> Int64: the round trip keeps the bits; a value above Int.max is negative.
      lost = b.icmp(.slt, result, target.constant(0))
    }
    conversionTrap(if: lost, reason: target.isSigned ? 2 : 1)
    return result
  }

  /// `T(truncatingIfNeeded: x)`, `T(bitPattern: x)`: `x`'s low bits, extended by its own
  /// signedness into a wider type.
  func emitIntegerTruncation(_ x: IRValue, from source: IntegerOperation, to target: IntegerOperation) -> IRValue {
    if source.bits == target.bits { return x }
    if source.bits > target.bits { return b.trunc(x, target.type) }
    return source.isSigned ? b.sext(x, target.type) : b.zext(x, target.type)
  }

  /// `T(clamping: x)`: `x`, or `T.min` below it, `T.max` above it.
  func emitIntegerClamping(_ x: IRValue, from source: IntegerOperation, to target: IntegerOperation) -> IRValue {
    let (fits, value) = integerFit(x, from: source, to: target)
    if source.bits == target.bits && source.isSigned == target.isSigned { return value }
    let below = source.isSigned ? b.icmp(.slt, x, source.constant(0)) : ir.bool(false)
    return b.select(fits, value, b.select(below, target.min, target.max))
  }

  /// Does `x` (a `source`) have the same value as a `target` (`T(exactly: x)` is not nil,
  /// `T(x)` does not trap), and its bits as one: the tests of `emitIntegerConversion`.
  func integerFit(_ x: IRValue, from source: IntegerOperation, to target: IntegerOperation) -> (fits: IRValue, value: IRValue) {
    if source.bits == target.bits && source.isSigned == target.isSigned { return (ir.bool(true), x) }
    let x64 = source.widened(b, x)
    let result = target.narrowed(b, x64)
    var lost = b.icmp(.ne, target.widened(b, result), x64)
    if !source.isSigned && target.isSigned && target.bits == 64 {
      lost = b.icmp(.slt, result, target.constant(0))
    }
    if source.isSigned && !target.isSigned {
      lost = b.or(lost, b.icmp(.slt, x, source.constant(0)))
    }
    return (b.not(lost), result)
  }

  private func conversionTrap(if condition: IRValue, reason: Int64) {
    let fail = newBlock("conversion.trap")
    let ok = newBlock("conversion")
    b.condBr(condition, fail, ok)
    b.position(at: fail)
    b.call(ir.runtime(.integerConversionFailed), [ir.int(reason)])
    b.unreachable()
    b.position(at: ok)
  }

  /// `UInt8(d)`: truncates toward zero; traps when `d` is not finite or out of range.
  func emitDoubleToSizedInteger(_ d: IRValue, _ k: SizedInteger) -> IRValue {
    let target = IntegerOperation(.sizedInteger(k), ir)
    // In range when T.min - 1 < d < T.max + 1 (NaN compares false). T.max + 1 is a power
    // of two; for Int64, T.min - 1 is no Double, and `d > T.min - 1` is `d >= T.min`.
    let upper = Double(sign: .plus, exponent: k.isSigned ? k.bitWidth - 1 : k.bitWidth, significand: 1)
    let aboveMin = k.isSigned && k.bitWidth == 64
      ? b.fcmp(.oge, d, ir.real(-upper)) : b.fcmp(.ogt, d, ir.real(k.isSigned ? -upper - 1 : -1))
    let inRange = b.and(aboveMin, b.fcmp(.olt, d, ir.real(upper)))
    let fail = newBlock("conversion.trap")
    let ok = newBlock("conversion")
    b.condBr(inRange, ok, fail)
    b.position(at: fail)
    b.call(ir.runtime(.doubleToIntegerFailed), [d, igm.cString(k.name), ir.int(Int64(k.doubleConversionLine))])
    b.unreachable()
    b.position(at: ok)
    return k.isSigned ? b.fpToSI(d, target.type) : b.fpToUI(d, target.type)
  }

  /// `String(x)` / `"\(x)"` of an integer (Int or sized): owned.
  func emitIntegerDescription(_ x: IRValue, _ integer: IntegerOperation) -> IRValue {
    if !integer.isSigned && integer.bits == 64 { return b.call(ir.runtime(.stringFromUInt), [x]) }
    return b.call(ir.runtime(.stringFromInt), [integer.widened(b, x)])
  }
}

extension SizedInteger {
  /// Where Swift 6.3.1's `T(_: Double)` reports a NaN or infinite value
  /// (Swift/IntegerTypes.swift; "less than T.min" is 3 lines below, "greater than T.max" 6).
  var doubleConversionLine: Int {
    switch self {
    case .int8: 1161
    case .int16: 3055
    case .int32: 4954
    case .int64: 6876
    case .uint8: 236
    case .uint16: 2130
    case .uint32: 4024
    case .uint64: 5923
    case .uint: 7869
    }
  }
}
