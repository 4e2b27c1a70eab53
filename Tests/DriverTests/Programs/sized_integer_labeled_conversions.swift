// Integer conversions by label between any two integer types: truncatingIfNeeded keeps
// the low bits, clamping stops at min and max, exactly gives nil when the value does
// not fit; bitPattern between a width's signed and unsigned types.
let wide = 300
let negative = -129
print(UInt8(truncatingIfNeeded: wide), Int8(truncatingIfNeeded: wide), Int8(truncatingIfNeeded: negative))
print(Int16(truncatingIfNeeded: Int8(-1)), UInt16(truncatingIfNeeded: Int8(-1)), Int(truncatingIfNeeded: UInt8(200)))
print(UInt64(truncatingIfNeeded: -1), Int(truncatingIfNeeded: UInt64.max), UInt32(truncatingIfNeeded: Int64.min + 5))
print(Int8(clamping: wide), Int8(clamping: negative), UInt8(clamping: -5), UInt8(clamping: 17))
print(Int(clamping: UInt64.max), UInt(clamping: Int.min), Int16(clamping: UInt8(255)), UInt16(clamping: Int32(70000)))
print(Int8(exactly: wide) as Any, Int8(exactly: 100) as Any, UInt8(exactly: -1) as Any, UInt8(exactly: 255) as Any)
print(Int(exactly: UInt64.max) as Any, UInt64(exactly: Int.max) as Any, Int64(exactly: UInt64(7)) as Any)
print(Int(exactly: wide) as Any, Int32(exactly: Int.max) as Any, UInt(exactly: Int8(-3)) as Any)
print(UInt8(bitPattern: -1), Int8(bitPattern: 200), UInt(bitPattern: -2), Int(bitPattern: UInt.max))
print(Int64(bitPattern: UInt64.max), UInt32(bitPattern: Int32.min), Int16(bitPattern: UInt16(65535)))
let values = [1, 200, 300, -1]
print(values.map { UInt8(truncatingIfNeeded: $0) }, values.compactMap { UInt8(exactly: $0) })
print(values.map { Int8(clamping: $0) })
print([1, 2].map(Int8.init))
if let small = Int16(exactly: 12345) { print("fits", small) }
