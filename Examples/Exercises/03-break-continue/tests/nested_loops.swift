// Unlabeled `break` and `continue` belong to the innermost loop; a label reaches out.
var n = 0
repeat {
  n += 1
  var k = 0
  while true {
    k += 1
    if k < n { continue }
    break
  }
  if n == 2 { continue }
  print("n", n, "k", k)
} while n < 4

var primeCount = 0
candidates: for c in 2..<30 {
  var p = 2
  while p * p <= c {
    if c % p == 0 { continue candidates }
    p += 1
  }
  primeCount += 1
  print("prime", c)
}
print(primeCount, "primes")

var steps = 0
again: repeat {
  steps += 1
  for i in 0..<10 {
    if i == steps { continue again }
  }
} while steps < 5
print("steps", steps)
