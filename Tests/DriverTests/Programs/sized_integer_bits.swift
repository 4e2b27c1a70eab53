// Bitwise and shift operators on the sized integers: unsigned shifts are logical,
// signed ones fill with the sign; smart shifts accept any amount (negative ones shift
// the other way, the width or more shifts everything out); masking shifts take the
// amount modulo the width; the overflow operators wrap at each width.
let pattern: UInt8 = 0b1011_0100
print(~pattern, pattern & 0x0F, pattern | 0x0F, pattern ^ 0xFF)
for amount in [-9, -8, -3, 0, 1, 3, 7, 8, 9, 64] {
  print(amount, pattern << amount, pattern >> amount)
}
let signed: Int8 = -76
for amount in [-9, -1, 0, 1, 6, 7, 8, 100] {
  print(amount, signed << amount, signed >> amount, signed &<< amount, signed &>> amount)
}
let wide: UInt64 = 0x8000_0000_0000_0001
print(wide >> 63, wide << 1, wide >> 64, wide &>> 65, wide &<< 64)
let mixed: UInt16 = 0x00F0
let by: UInt16 = 4
print(mixed << by, mixed >> by, mixed &<< 20)

var flags: UInt8 = 0
flags |= 0b0000_0001
flags |= 0b1000_0000
flags ^= 0b0000_0011
flags &= 0b1111_1110
print(flags)
flags <<= 1
flags >>= 2
print(flags)

// Overflow operators wrap at the type's width.
var u = UInt8.min
u = u &- 1
var s = Int8.max
s = s &+ 1
print(u, s, UInt16.max &+ 1, Int32.min &- 1, Int8(100) &* 3, UInt8(16) &* 16)
