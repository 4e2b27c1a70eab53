// The bitwise operators on the sized integers: shifts are logical on unsigned types
// and arithmetic on signed ones, at the type's own width; the amount may be an Int.
let byte: UInt8 = 0b1001_0110
print(byte & 0x0F, byte | 0x01, byte ^ 0xFF, ~byte)
print(byte << 1, byte >> 1, byte << 4, byte >> 7, byte << 8, byte >> -2, byte &<< 9)
let signed: Int8 = -100
print(signed >> 1, signed >> 7, signed >> 8, signed << 1, signed &>> 9, ~signed)
var word: UInt16 = 0x0100
word <<= 4
word |= 0x000F
word >>= 2
print(word)
let amount: UInt16 = 3
print(word << amount, word >> amount)
let wide = UInt64.max
print(wide >> 1, wide << 63, wide >> 64, wide &>> 66)
