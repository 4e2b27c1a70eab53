// The condition of an assert is an autoclosure: evaluated at -Onone, not at -O.
var evaluated = 0
func touch() -> Bool {
  evaluated += 1
  return true
}
assert(touch())
precondition(touch(), "always evaluated")
print("evaluated", evaluated)
