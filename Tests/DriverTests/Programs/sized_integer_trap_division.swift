// Int8.min / -1 overflows: the division traps, as Int's does.
func divide(_ a: Int8, _ b: Int8) -> Int8 { a / b }
print(divide(-128, 2))
print(divide(-128, -1))
