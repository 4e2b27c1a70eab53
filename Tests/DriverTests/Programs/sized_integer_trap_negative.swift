// Converting a negative value to an unsigned type traps: "Negative value is not
// representable".
var n: Int16 = 2
while true {
  print(UInt32(n))
  n -= 1
}
