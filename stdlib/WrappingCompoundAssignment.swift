// The wrapping compound assignments `&+=`, `&-=` and `&*=`, as Swift's
// FixedWidthInteger declares them (Integers.swift: `static func &+= (lhs: inout Self,
// rhs: Self) { lhs = lhs &+ rhs }`). The subset has no numeric protocols, so each
// integer type has its own, over its built-in `&+`, `&-` and `&*`; at -O a call is
// inlined to the one wrapping instruction. (`&<<=` and `&>>=` are built in, beside `<<=`.)

extension Int {
  /// Adds `rhs` to `lhs`, wrapping around on overflow.
  public static func &+= (lhs: inout Int, rhs: Int) { lhs = lhs &+ rhs }

  /// Subtracts `rhs` from `lhs`, wrapping around on overflow.
  public static func &-= (lhs: inout Int, rhs: Int) { lhs = lhs &- rhs }

  /// Multiplies `lhs` by `rhs`, wrapping around on overflow.
  public static func &*= (lhs: inout Int, rhs: Int) { lhs = lhs &* rhs }
}

extension Int8 {
  /// Adds `rhs` to `lhs`, wrapping around on overflow.
  public static func &+= (lhs: inout Int8, rhs: Int8) { lhs = lhs &+ rhs }

  /// Subtracts `rhs` from `lhs`, wrapping around on overflow.
  public static func &-= (lhs: inout Int8, rhs: Int8) { lhs = lhs &- rhs }

  /// Multiplies `lhs` by `rhs`, wrapping around on overflow.
  public static func &*= (lhs: inout Int8, rhs: Int8) { lhs = lhs &* rhs }
}

extension Int16 {
  /// Adds `rhs` to `lhs`, wrapping around on overflow.
  public static func &+= (lhs: inout Int16, rhs: Int16) { lhs = lhs &+ rhs }

  /// Subtracts `rhs` from `lhs`, wrapping around on overflow.
  public static func &-= (lhs: inout Int16, rhs: Int16) { lhs = lhs &- rhs }

  /// Multiplies `lhs` by `rhs`, wrapping around on overflow.
  public static func &*= (lhs: inout Int16, rhs: Int16) { lhs = lhs &* rhs }
}

extension Int32 {
  /// Adds `rhs` to `lhs`, wrapping around on overflow.
  public static func &+= (lhs: inout Int32, rhs: Int32) { lhs = lhs &+ rhs }

  /// Subtracts `rhs` from `lhs`, wrapping around on overflow.
  public static func &-= (lhs: inout Int32, rhs: Int32) { lhs = lhs &- rhs }

  /// Multiplies `lhs` by `rhs`, wrapping around on overflow.
  public static func &*= (lhs: inout Int32, rhs: Int32) { lhs = lhs &* rhs }
}

extension Int64 {
  /// Adds `rhs` to `lhs`, wrapping around on overflow.
  public static func &+= (lhs: inout Int64, rhs: Int64) { lhs = lhs &+ rhs }

  /// Subtracts `rhs` from `lhs`, wrapping around on overflow.
  public static func &-= (lhs: inout Int64, rhs: Int64) { lhs = lhs &- rhs }

  /// Multiplies `lhs` by `rhs`, wrapping around on overflow.
  public static func &*= (lhs: inout Int64, rhs: Int64) { lhs = lhs &* rhs }
}

extension UInt {
  /// Adds `rhs` to `lhs`, wrapping around on overflow.
  public static func &+= (lhs: inout UInt, rhs: UInt) { lhs = lhs &+ rhs }

  /// Subtracts `rhs` from `lhs`, wrapping around on overflow.
  public static func &-= (lhs: inout UInt, rhs: UInt) { lhs = lhs &- rhs }

  /// Multiplies `lhs` by `rhs`, wrapping around on overflow.
  public static func &*= (lhs: inout UInt, rhs: UInt) { lhs = lhs &* rhs }
}

extension UInt8 {
  /// Adds `rhs` to `lhs`, wrapping around on overflow.
  public static func &+= (lhs: inout UInt8, rhs: UInt8) { lhs = lhs &+ rhs }

  /// Subtracts `rhs` from `lhs`, wrapping around on overflow.
  public static func &-= (lhs: inout UInt8, rhs: UInt8) { lhs = lhs &- rhs }

  /// Multiplies `lhs` by `rhs`, wrapping around on overflow.
  public static func &*= (lhs: inout UInt8, rhs: UInt8) { lhs = lhs &* rhs }
}

extension UInt16 {
  /// Adds `rhs` to `lhs`, wrapping around on overflow.
  public static func &+= (lhs: inout UInt16, rhs: UInt16) { lhs = lhs &+ rhs }

  /// Subtracts `rhs` from `lhs`, wrapping around on overflow.
  public static func &-= (lhs: inout UInt16, rhs: UInt16) { lhs = lhs &- rhs }

  /// Multiplies `lhs` by `rhs`, wrapping around on overflow.
  public static func &*= (lhs: inout UInt16, rhs: UInt16) { lhs = lhs &* rhs }
}

extension UInt32 {
  /// Adds `rhs` to `lhs`, wrapping around on overflow.
  public static func &+= (lhs: inout UInt32, rhs: UInt32) { lhs = lhs &+ rhs }

  /// Subtracts `rhs` from `lhs`, wrapping around on overflow.
  public static func &-= (lhs: inout UInt32, rhs: UInt32) { lhs = lhs &- rhs }

  /// Multiplies `lhs` by `rhs`, wrapping around on overflow.
  public static func &*= (lhs: inout UInt32, rhs: UInt32) { lhs = lhs &* rhs }
}

extension UInt64 {
  /// Adds `rhs` to `lhs`, wrapping around on overflow.
  public static func &+= (lhs: inout UInt64, rhs: UInt64) { lhs = lhs &+ rhs }

  /// Subtracts `rhs` from `lhs`, wrapping around on overflow.
  public static func &-= (lhs: inout UInt64, rhs: UInt64) { lhs = lhs &- rhs }

  /// Multiplies `lhs` by `rhs`, wrapping around on overflow.
  public static func &*= (lhs: inout UInt64, rhs: UInt64) { lhs = lhs &* rhs }
}
