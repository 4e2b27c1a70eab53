// Checks that hold: nothing is printed to stderr, at -Onone and -O alike. A function
// whose last statement is fatalError or preconditionFailure needs no return after it.
func pick(_ b: Bool) -> Int {
  if b { return 1 }
  fatalError("no choice")
}
func half(_ n: Int) -> Int {
  guard n % 2 == 0 else { preconditionFailure("odd") }
  return n / 2
}
let limit = 10
assert(limit > 0, "a positive limit")
precondition(limit < 100)
assert(pick(true) == 1)
print(half(limit), pick(true))
