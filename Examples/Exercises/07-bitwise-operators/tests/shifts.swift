// `<<` and `>>` are "smart" shifts: they never trap, a negative amount shifts the
// other way, and shifting by the bit width or more shifts every bit out.
// `>>` of a negative number keeps the sign (arithmetic shift).
print(1 << 0, 1 << 1, 1 << 10, 1 << 62, 1 << 63)
print(1 << 64, 1 << 100, 3 << -1, 1024 >> 3)
print(-16 >> 2, -1 >> 63, -1 >> 64, -5 >> 200, 5 >> 200)
print(Int.max >> 62, Int.min >> 63, 12 >> -2, -3 << 2)

func shifted(_ x: Int, by n: Int) -> (Int) {
  x << n
}
for n in stride(from: -70, through: 70, by: 7) {
  print(n, shifted(5, by: n), shifted(-5, by: n), -5 >> n, Int.min >> n)
}

// `&<<` and `&>>` take the amount modulo 64 instead.
print(1 &<< 64, 1 &<< 65, 1 &<< -1 == Int.min, -256 &>> 68, 256 &>> 66)

var x = 1
x <<= 4
print(x)
x >>= 2
print(x)
x &<<= 66
print(x)
x &>>= 1
print(x)
