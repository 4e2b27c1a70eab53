// The program's top-level code is one scope: a `defer` written at the top level runs
// when all of it has run (the last first), not at the end of its own statement; one in
// a nested block runs when that block ends.
print("start")
defer { print("first defer, run last") }
defer { print("second defer, run first of the two") }
if true {
  defer { print("block's defer") }
  print("in the block")
}
for i in 1...2 {
  defer { print("end of iteration \(i)") }
  print("iteration \(i)")
}
print("end of the top-level code")
