// UInt8 arithmetic that overflows at run time traps (no message, as Swift).
var level: UInt8 = 250
for step in 1...10 {
  level += 1
  print(step, level)
}
print("not reached")
