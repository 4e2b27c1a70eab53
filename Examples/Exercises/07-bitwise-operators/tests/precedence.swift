// Swift's precedence: << and >> bind tighter than * (BitwiseShiftPrecedence),
// & is a multiplication (MultiplicationPrecedence), | and ^ are additions
// (AdditionPrecedence). So these differ from C.
print(1 + 2 << 3)
print(2 * 3 << 2)
print(6 & 3 + 1)
print(6 + 3 & 1)
print(1 | 2 * 4)
print(5 ^ 1 + 1)
print(8 >> 1 == 4)
print(3 | 4 == 7)
print(1 << 2 < 1 << 3, -(1 << 4))
let mask = 0xFF
print(0x1234 >> 8 & mask, (0x1234 >> 8) & mask)
print(~3 & 7, ~(3 & 7))
