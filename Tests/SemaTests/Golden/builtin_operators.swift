// Every built-in operator on every built-in type, as swiftc's -dump-ast names it: the
// library's static operator (`Swift.(file).Int extension.+`, `Int.<`, a protocol's
// requirement with its substitution) called on the type (`dot_syntax_call_expr` on an
// implicit `type_expr`); a compound assignment's destination `inout`.
// (`BuiltinOperatorNames` is recorded from this file's swiftc dump.)
var x0: Int = 5
_ = x0 + x0
_ = x0 - x0
_ = x0 * x0
_ = x0 / x0
_ = x0 % x0
_ = x0 & x0
_ = x0 | x0
_ = x0 ^ x0
_ = x0 << x0
_ = x0 >> x0
_ = x0 &+ x0
_ = x0 &- x0
_ = x0 &* x0
_ = x0 &<< x0
_ = x0 &>> x0
_ = x0 == x0
_ = x0 != x0
_ = x0 < x0
_ = x0 <= x0
_ = x0 > x0
_ = x0 >= x0
x0 += x0
x0 -= x0
x0 *= x0
x0 /= x0
x0 %= x0
x0 &= x0
x0 |= x0
x0 ^= x0
x0 <<= x0
x0 >>= x0
_ = ~x0
_ = -x0
_ = +x0
var x1: Int8 = 5
_ = x1 + x1
_ = x1 - x1
_ = x1 * x1
_ = x1 / x1
_ = x1 % x1
_ = x1 & x1
_ = x1 | x1
_ = x1 ^ x1
_ = x1 << x1
_ = x1 >> x1
_ = x1 &+ x1
_ = x1 &- x1
_ = x1 &* x1
_ = x1 &<< x1
_ = x1 &>> x1
_ = x1 == x1
_ = x1 != x1
_ = x1 < x1
_ = x1 <= x1
_ = x1 > x1
_ = x1 >= x1
x1 += x1
x1 -= x1
x1 *= x1
x1 /= x1
x1 %= x1
x1 &= x1
x1 |= x1
x1 ^= x1
x1 <<= x1
x1 >>= x1
_ = ~x1
_ = -x1
_ = +x1
var x2: UInt8 = 5
_ = x2 + x2
_ = x2 - x2
_ = x2 * x2
_ = x2 / x2
_ = x2 % x2
_ = x2 & x2
_ = x2 | x2
_ = x2 ^ x2
_ = x2 << x2
_ = x2 >> x2
_ = x2 &+ x2
_ = x2 &- x2
_ = x2 &* x2
_ = x2 &<< x2
_ = x2 &>> x2
_ = x2 == x2
_ = x2 != x2
_ = x2 < x2
_ = x2 <= x2
_ = x2 > x2
_ = x2 >= x2
x2 += x2
x2 -= x2
x2 *= x2
x2 /= x2
x2 %= x2
x2 &= x2
x2 |= x2
x2 ^= x2
x2 <<= x2
x2 >>= x2
_ = ~x2
_ = +x2
var x3: Int16 = 5
_ = x3 + x3
_ = x3 - x3
_ = x3 * x3
_ = x3 / x3
_ = x3 % x3
_ = x3 & x3
_ = x3 | x3
_ = x3 ^ x3
_ = x3 << x3
_ = x3 >> x3
_ = x3 &+ x3
_ = x3 &- x3
_ = x3 &* x3
_ = x3 &<< x3
_ = x3 &>> x3
_ = x3 == x3
_ = x3 != x3
_ = x3 < x3
_ = x3 <= x3
_ = x3 > x3
_ = x3 >= x3
x3 += x3
x3 -= x3
x3 *= x3
x3 /= x3
x3 %= x3
x3 &= x3
x3 |= x3
x3 ^= x3
x3 <<= x3
x3 >>= x3
_ = ~x3
_ = -x3
_ = +x3
var x4: UInt16 = 5
_ = x4 + x4
_ = x4 - x4
_ = x4 * x4
_ = x4 / x4
_ = x4 % x4
_ = x4 & x4
_ = x4 | x4
_ = x4 ^ x4
_ = x4 << x4
_ = x4 >> x4
_ = x4 &+ x4
_ = x4 &- x4
_ = x4 &* x4
_ = x4 &<< x4
_ = x4 &>> x4
_ = x4 == x4
_ = x4 != x4
_ = x4 < x4
_ = x4 <= x4
_ = x4 > x4
_ = x4 >= x4
x4 += x4
x4 -= x4
x4 *= x4
x4 /= x4
x4 %= x4
x4 &= x4
x4 |= x4
x4 ^= x4
x4 <<= x4
x4 >>= x4
_ = ~x4
_ = +x4
var x5: Int32 = 5
_ = x5 + x5
_ = x5 - x5
_ = x5 * x5
_ = x5 / x5
_ = x5 % x5
_ = x5 & x5
_ = x5 | x5
_ = x5 ^ x5
_ = x5 << x5
_ = x5 >> x5
_ = x5 &+ x5
_ = x5 &- x5
_ = x5 &* x5
_ = x5 &<< x5
_ = x5 &>> x5
_ = x5 == x5
_ = x5 != x5
_ = x5 < x5
_ = x5 <= x5
_ = x5 > x5
_ = x5 >= x5
x5 += x5
x5 -= x5
x5 *= x5
x5 /= x5
x5 %= x5
x5 &= x5
x5 |= x5
x5 ^= x5
x5 <<= x5
x5 >>= x5
_ = ~x5
_ = -x5
_ = +x5
var x6: UInt32 = 5
_ = x6 + x6
_ = x6 - x6
_ = x6 * x6
_ = x6 / x6
_ = x6 % x6
_ = x6 & x6
_ = x6 | x6
_ = x6 ^ x6
_ = x6 << x6
_ = x6 >> x6
_ = x6 &+ x6
_ = x6 &- x6
_ = x6 &* x6
_ = x6 &<< x6
_ = x6 &>> x6
_ = x6 == x6
_ = x6 != x6
_ = x6 < x6
_ = x6 <= x6
_ = x6 > x6
_ = x6 >= x6
x6 += x6
x6 -= x6
x6 *= x6
x6 /= x6
x6 %= x6
x6 &= x6
x6 |= x6
x6 ^= x6
x6 <<= x6
x6 >>= x6
_ = ~x6
_ = +x6
var x7: Int64 = 5
_ = x7 + x7
_ = x7 - x7
_ = x7 * x7
_ = x7 / x7
_ = x7 % x7
_ = x7 & x7
_ = x7 | x7
_ = x7 ^ x7
_ = x7 << x7
_ = x7 >> x7
_ = x7 &+ x7
_ = x7 &- x7
_ = x7 &* x7
_ = x7 &<< x7
_ = x7 &>> x7
_ = x7 == x7
_ = x7 != x7
_ = x7 < x7
_ = x7 <= x7
_ = x7 > x7
_ = x7 >= x7
x7 += x7
x7 -= x7
x7 *= x7
x7 /= x7
x7 %= x7
x7 &= x7
x7 |= x7
x7 ^= x7
x7 <<= x7
x7 >>= x7
_ = ~x7
_ = -x7
_ = +x7
var x8: UInt64 = 5
_ = x8 + x8
_ = x8 - x8
_ = x8 * x8
_ = x8 / x8
_ = x8 % x8
_ = x8 & x8
_ = x8 | x8
_ = x8 ^ x8
_ = x8 << x8
_ = x8 >> x8
_ = x8 &+ x8
_ = x8 &- x8
_ = x8 &* x8
_ = x8 &<< x8
_ = x8 &>> x8
_ = x8 == x8
_ = x8 != x8
_ = x8 < x8
_ = x8 <= x8
_ = x8 > x8
_ = x8 >= x8
x8 += x8
x8 -= x8
x8 *= x8
x8 /= x8
x8 %= x8
x8 &= x8
x8 |= x8
x8 ^= x8
x8 <<= x8
x8 >>= x8
_ = ~x8
_ = +x8
var x9: UInt = 5
_ = x9 + x9
_ = x9 - x9
_ = x9 * x9
_ = x9 / x9
_ = x9 % x9
_ = x9 & x9
_ = x9 | x9
_ = x9 ^ x9
_ = x9 << x9
_ = x9 >> x9
_ = x9 &+ x9
_ = x9 &- x9
_ = x9 &* x9
_ = x9 &<< x9
_ = x9 &>> x9
_ = x9 == x9
_ = x9 != x9
_ = x9 < x9
_ = x9 <= x9
_ = x9 > x9
_ = x9 >= x9
x9 += x9
x9 -= x9
x9 *= x9
x9 /= x9
x9 %= x9
x9 &= x9
x9 |= x9
x9 ^= x9
x9 <<= x9
x9 >>= x9
_ = ~x9
_ = +x9
var x10: Double = 1.5
_ = x10 + x10
_ = x10 - x10
_ = x10 * x10
_ = x10 / x10
_ = x10 == x10
_ = x10 != x10
_ = x10 < x10
_ = x10 <= x10
_ = x10 > x10
_ = x10 >= x10
x10 += x10
x10 -= x10
x10 *= x10
x10 /= x10
_ = -x10
_ = +x10
let x11 = true
_ = x11 == x11
_ = x11 != x11
_ = !x11
var x12 = "s"
_ = x12 + x12
_ = x12 == x12
_ = x12 != x12
_ = x12 < x12
_ = x12 <= x12
_ = x12 > x12
_ = x12 >= x12
x12 += x12
let x13: Character = "c"
_ = x13 == x13
_ = x13 != x13
_ = x13 < x13
_ = x13 <= x13
_ = x13 > x13
_ = x13 >= x13
