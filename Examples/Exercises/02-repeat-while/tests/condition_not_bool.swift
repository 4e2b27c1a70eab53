var k = 3
repeat {
  k -= 1
} while k
