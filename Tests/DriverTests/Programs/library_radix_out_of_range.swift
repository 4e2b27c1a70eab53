// String(n, radix:) with a radix outside 2...36 traps, as Swift's does (in its library,
// at -O too).
print(String(10, radix: 16))
let radix = Int("37")!
print(String(10, radix: radix))
