// Int8 ... UInt64 and UInt: literals typed by context, min/max, arithmetic at each
// width, unsigned comparisons and division, conversions, printing and arrays.
let small: Int8 = -100
let byte: UInt8 = 0xFE
let word: UInt16 = 65_000
let wide: Int32 = -2_000_000_000
let huge: UInt64 = 18_446_744_073_709_551_615
let native: UInt = 42
print(small, byte, word, wide, huge, native)
print(Int8.min, Int8.max, UInt8.min, UInt8.max, Int16.min, Int16.max, UInt16.max)
print(Int32.min, Int32.max, UInt32.max, Int64.min, Int64.max, UInt64.max, UInt.max)
print("interpolated: \(byte) \(small) \(huge)", String(word), String(UInt64.max))

// Arithmetic keeps the width; unsigned values compare and divide as unsigned.
var b: UInt8 = 200
b = b / 3 + 1
print(b, b % 7, b * 2, UInt8.max / 2)
print(huge / 2, huge % 10, huge > 1, UInt64(1) < huge)
let negative: Int16 = -7
print(negative / 2, negative % 2, -negative, +negative, negative < 0)
var total: UInt32 = 0
for step in 1...5 {
  total += UInt32(step) * 1_000
}
total -= 500
total *= 2
print(total, total == 29_000, total != 1)

// Conversions between widths, to and from Int and Double.
print(Int(byte) + 1, Double(byte) / 4, UInt8(17.9), Int8(-17.9), Int16(small), UInt64(native))
print(Int64(wide) * 3, UInt32(word) << 8, Double(huge), Int(UInt32.max))
print(UInt8(255), Int8(127), UInt16(UInt8.max), Int32(Int8.min))

// Arrays and optionals of sized integers.
let bytes: [UInt8] = [0, 127, 128, 255]
print(bytes, bytes.count, bytes[3])
var samples: [Int16] = []
samples.append(-1)
samples.append(Int16.max)
print(samples, samples.first ?? 0)
let maybe: UInt8? = 9
print(maybe ?? 0, maybe! + 1)

// Functions taking and returning them.
func average(_ a: UInt8, _ b: UInt8) -> UInt8 {
  UInt8((UInt16(a) + UInt16(b)) / 2)
}
print(average(250, 253), min(byte, 3), max(small, -1))

// Matching and comparing them.
for code: UInt8 in [0, 7, 200] {
  switch code {
  case 0: print("zero")
  case 7: print("seven")
  default: print("other", code)
  }
}
let pair: (UInt8, Int8) = (1, -1)
print(pair == (1, -1), pair != (1, 1), (UInt16(1), 2) < (1, 3))

// A generic parameter bound by a typed argument takes the literal beside it.
func larger<T: Comparable>(_ a: T, _ b: T) -> T { a < b ? b : a }
let biggest = larger(UInt8(3), 200)
let smallest = larger(Int8(-3), -9)
print(biggest, smallest)
