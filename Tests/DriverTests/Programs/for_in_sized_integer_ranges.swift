// A for-in over a range of a sized integer: Swift's ranges are Sequences where the
// bound is Strideable with a signed-integer stride (Int8 ... UInt64 have an Int one).
for i in Int8(0)..<5 { print(i, terminator: " ") }
print()
for u in UInt8(250)...255 { print(u, terminator: " ") }
print()
for i in Int8(125)...Int8.max { print(i, terminator: " ") }
print()
for i in Int8.min..<(Int8.min + 3) { print(i, terminator: " ") }
print()
for _ in UInt16(3)..<3 { print("never") }
for i in UInt64.max - 2...UInt64.max { print(i) }
for i in Int64.min...Int64.min + 1 { print(i) }
let r: Range<Int16> = -2..<2
var total = 0
for x in r where x != 0 { total += Int(x) * 10 }
print(total)
let c: ClosedRange<UInt32> = 4_294_967_293...4_294_967_295
for x in c {
  if x == 4_294_967_294 { continue }
  print(x)
}
for x in UInt(1)...10 {
  if x > 3 { break }
  print(x)
}
func countdown(from n: Int32) -> [Int32] {
  var result: [Int32] = []
  for i in Int32(0)...n { result.append(n - i) }
  return result
}
print(countdown(from: 4))
for i in UInt8(1)..<3 {
  for j in Int8(-1)...0 { print(i, j) }
}
