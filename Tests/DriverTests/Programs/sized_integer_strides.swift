for i in stride(from: Int8(0), to: 5, by: 2) { print(i) }
for i in stride(from: Int8(120), to: 127, by: 5) { print(i) }
for i in stride(from: Int8(-120), through: -128, by: -5) { print(i) }
for i in stride(from: UInt8(250), through: 255, by: 10) { print(i) }
for i in stride(from: UInt8(10), through: 0, by: -3) { print(i) }
for i in stride(from: Int16(1000), through: 2000, by: 250) { print(i, terminator: " ") }
print()
for i in stride(from: UInt16(65530), to: 65535, by: 4) { print(i, terminator: " ") }
print()
for i in stride(from: Int32(-3), to: 3, by: 2) { print(i, terminator: " ") }
print()
for i in stride(from: UInt32(4_294_967_290), through: 4_294_967_295, by: 5) { print(i, terminator: " ") }
print()
for i in stride(from: Int64.max - 10, through: Int64.max, by: 7) { print(i, terminator: " ") }
print()
for i in stride(from: UInt64.max - 10, through: UInt64.max, by: 7) { print(i, terminator: " ") }
print()
for i in stride(from: UInt(20), to: 2, by: -6) { print(i, terminator: " ") }
print()
for i in stride(from: UInt.max, to: UInt.max - 20, by: -Int.max) { print(i, terminator: " ") }
print()
let s = stride(from: UInt8(1), to: 9, by: 3)
print(s)
print(Array(s))
print(stride(from: Int16(0), through: 4, by: 2))
print(UInt8(7).distance(to: 3), Int32(5).advanced(by: -9), UInt(3).distance(to: 10), UInt64(8).advanced(by: -8))
var total = 0
for x in stride(from: Int8(-100), through: 100, by: 25) { total += Int(x) }
print(total)
func sum<T: Strideable>(_ a: T, _ b: T, _ d: T.Stride) -> Int { var n = 0; for _ in stride(from: a, to: b, by: d) { n += 1 }; return n }
print(sum(UInt16(0), 100, 7), sum(Int64(5), -5, -1))
