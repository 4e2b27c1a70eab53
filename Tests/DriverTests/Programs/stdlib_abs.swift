// abs from module Swift (stdlib/Abs.swift): a non-generic library function, emitted into
// the program; Int, the signed sized integers, Double's signed zero and infinity.
let values = [5, -3, 0, Int.max, Int.min + 1]
for v in values { print(abs(v), terminator: " ") }
print()
let small: Int8 = -128 + 1
let medium: Int16 = -300
let wide: Int32 = -70000
let long: Int64 = -5_000_000_000
print(abs(small), abs(medium), abs(wide), abs(long))
print(abs(-2.5), abs(-0.0), abs(0.0), abs(-1.0 / 0.0), abs(1e-300))
var total = 0
for i in -3...3 { total += abs(i) }
print(total, abs(-7) + Swift.abs(-8))
