// print writes an Int in decimal, with a '-' for negatives.
print(0)
print(7)
print(42)
print(-1)
print(100)
print(-1000)
print(1_000_000)
print(9_876_543_210)
print(Int.max)
print(Int.min)
print(Int.min + 1)
print(1, -2, 30, separator: ", ")
var powers = 1
for _ in 0..<18 {
  print(powers, -powers, powers - 1)
  powers *= 10
}
