var k = 0
repeat {
  k += 1
}
print(k)
