// -Onone: "Assertion failed" with the interpolated message, then a trap.
// -O: the assert is not evaluated: the message's side effect never happens either.
func describe(_ n: Int) -> String {
  print("describing")
  return "negative: \(n)"
}
let age = -3
assert(age >= 0, describe(age))
print("age", age)
