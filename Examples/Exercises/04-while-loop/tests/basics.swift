// The condition is tested before each pass: a false condition means no pass at all.
var i = 0
while i < 5 {
  print("i =", i)
  i += 1
}
while i < 0 {
  print("never")
}
print("done at", i)

func gcd(_ a: Int, _ b: Int) -> Int {
  var x = a
  var y = b
  while y != 0 {
    let t = x % y
    x = y
    y = t
  }
  return x
}
print(gcd(1071, 462), gcd(17, 5))

func digits(_ n: Int) -> Int {
  var rest = n
  var count = 1
  while rest >= 10 { rest /= 10; count += 1 }
  return count
}
print(digits(7), digits(12345), digits(Int.max))
