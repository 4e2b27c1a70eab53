// A program's own `-> Never` function: its call ends the path (no `return` after it),
// and the `fatalError` inside reports the line of its own call.
func fail(_ why: String) -> Never {
  fatalError("failed: \(why)")
}
func pick(_ n: Int) -> Int {
  if n > 0 { return n }
  fail("negative \(n)")
}
print(pick(1))
print(pick(-1))
