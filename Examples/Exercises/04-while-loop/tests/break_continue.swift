// `continue` goes back to the condition, `break` to the code after the loop.
var n = 0
var sumOfOdds = 0
while true {
  n += 1
  if n > 9 { break }
  if n % 2 == 0 { continue }
  sumOfOdds += n
}
print("sum of odds below 10:", sumOfOdds)

var a = 0
outer: while a < 5 {
  a += 1
  var b = 0
  while b < 5 {
    b += 1
    if b == a { continue outer }
    if a + b == 7 { break outer }
    print(a, b)
  }
}
print("a ends at", a)

// Several conditions, separated by commas, must all hold.
var x = 0
var y = 10
while x < 8, y > 5, x != y {
  x += 1
  y -= 1
}
print(x, y)
