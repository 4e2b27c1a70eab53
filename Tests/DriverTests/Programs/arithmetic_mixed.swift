// Integer precedence, division toward zero, remainder signs, wrapping operators.
let a = 17, b = 5
print(a + b * 2, (a + b) * 2, a - b - 1)
print(a / b, a % b, -a / b, -a % b, a / -b, a % -b)
print(0b1010, 0o17, 0xff, 1_000)
print(Int.max &+ 1 == Int.min, Int.min &- 1 == Int.max, 3 &* 4)
var x = 10
x += 5; x -= 3; x *= 2; x /= 4; x %= 4
print("x =", x)
