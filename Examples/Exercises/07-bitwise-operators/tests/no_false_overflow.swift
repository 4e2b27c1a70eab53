// After `x &= 0` the variable is known to be 0: adding 1 cannot overflow. A compiler
// that forgot the compound assignment would still think x is Int.max.
func g() -> Int {
  var x = Int.max
  x &= 0
  x += 1
  var y = Int.max
  y >>= 62
  y += Int.max - 2
  return x + y
}
print(g())
let z = (1 << 62) >> 62 + (Int.max - 1)
print(z)
