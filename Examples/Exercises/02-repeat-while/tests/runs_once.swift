// The body of a repeat-while runs before the condition is tested: at least once.
var n = 10
repeat {
  print("n is", n)
  n += 1
} while n < 3
print("after:", n)
