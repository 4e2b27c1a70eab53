// UInt16(d) of a Double out of range traps: "Double value cannot be converted to UInt16
// because the result would be greater than UInt16.max".
var d = 65_534.5
for _ in 1...3 {
  print(UInt16(d))
  d += 1
}
