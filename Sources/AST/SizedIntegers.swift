/// The standard library's fixed-width integer types other than `Int`: `Int8` ...
/// `Int64`, `UInt8` ... `UInt64` and `UInt` (`SwiftType.sizedInteger`). They share
/// Int's operators and builtins: IRGen takes the width and signedness of an operation
/// from its operands' type, so one `Builtin` (`intAdd`) serves every width.
public enum SizedInteger: String, CaseIterable, Hashable, Sendable {
  case int8 = "Int8", int16 = "Int16", int32 = "Int32", int64 = "Int64"
  case uint8 = "UInt8", uint16 = "UInt16", uint32 = "UInt32", uint64 = "UInt64", uint = "UInt"

  /// The type's name (`UInt8`).
  public var name: String { rawValue }

  public var bitWidth: Int {
    switch self {
    case .int8, .uint8: 8
    case .int16, .uint16: 16
    case .int32, .uint32: 32
    case .int64, .uint64, .uint: 64
    }
  }

  public var isSigned: Bool {
    switch self {
    case .int8, .int16, .int32, .int64: true
    case .uint8, .uint16, .uint32, .uint64, .uint: false
    }
  }

  /// `T.min` and `T.max`, wide enough for every type (UInt64.max included).
  public var min: Int128 { isSigned ? -(Int128(1) << (bitWidth - 1)) : 0 }
  public var max: Int128 { isSigned ? (Int128(1) << (bitWidth - 1)) - 1 : (Int128(1) << bitWidth) - 1 }

  /// Does `value` fit in the type?
  public func contains(_ value: Int128) -> Bool { value >= min && value <= max }

  /// `value` wrapped to the type's width (two's complement), as `&+` leaves it.
  public func wrapping(_ value: Int128) -> Int128 {
    let modulus = Int128(1) << bitWidth
    var v = value % modulus
    if v < 0 { v += modulus }
    return isSigned && v > max ? v - modulus : v
  }

  /// The 64-bit pattern of an in-range value (what an `IntegerLiteralExpr` stores).
  public func bitPattern(_ value: Int128) -> Int64 { Int64(truncatingIfNeeded: value) }

  /// The value a 64-bit pattern stands for in this type (the inverse of `bitPattern`).
  public func value(ofBitPattern bits: Int64) -> Int128 {
    wrapping(isSigned ? Int128(bits) : Int128(UInt64(bitPattern: bits)))
  }
}

extension SwiftType {
  /// `Int` or a sized integer: the types the integer builtins work on.
  public var isInteger: Bool {
    switch self {
    case .int, .sizedInteger: true
    default: false
    }
  }

  /// The width in bits of `Int` (64) or a sized integer, nil for other types.
  public var integerBitWidth: Int? {
    switch self {
    case .int: 64
    case .sizedInteger(let k): k.bitWidth
    default: nil
    }
  }

  /// Is it an unsigned integer type (`UInt8` ... `UInt`)?
  public var isUnsignedInteger: Bool {
    if case .sizedInteger(let k) = self { !k.isSigned } else { false }
  }
}
