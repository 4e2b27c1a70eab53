func collatzSteps(_ start: Int) -> Int {
  var x = start
  var steps = 0
  repeat {
    x = x % 2 == 0 ? x / 2 : 3 * x + 1
    steps += 1
  } while x != 1
  return steps
}

var i = 3
repeat {
  print(i)
  i -= 1
} while i > 0
print("liftoff")
print(collatzSteps(27))
