// `&+=`, `&-=` and `&*=`: the library's (stdlib/WrappingCompoundAssignment.swift), one
// of each for Int and every sized integer type; they wrap where `+=` would trap.
var i = Int.max
i &+= 1
print(i, i == Int.min)
i &-= 1
print(i)
i &*= 2
print(i)

var u8: UInt8 = 250
u8 &+= 10
print(u8)
u8 &-= 5
print(u8)
u8 &*= 200
print(u8)
var i8: Int8 = -128
i8 &-= 1
print(i8)
i8 &*= 3
print(i8)
var i16: Int16 = 300
i16 &*= 300
print(i16)
var u16: UInt16 = 0
u16 &-= 1
print(u16)
var i32 = Int32.max
i32 &+= Int32.max
print(i32)
var u32: UInt32 = 0xFFFF_FFFF
u32 &*= u32
print(u32)
var i64 = Int64.min
i64 &+= -1
print(i64)
var u64 = UInt64.max
u64 &+= 2
print(u64)
var u: UInt = 3
u &-= 5
print(u)

// Through an array element, a property and an inout parameter; the `&<<=` and `&>>=`
// beside them.
var hashes: [UInt32] = [2166136261, 0]
for byte in "ab".utf8 {
  hashes[0] ^= UInt32(byte)
  hashes[0] &*= 16777619
}
print(hashes)
struct Counter {
  var value: UInt8 = 254
  mutating func bump() { value &+= 1 }
}
var c = Counter()
c.bump()
c.bump()
c.value &+= 3
print(c.value)
func scramble(_ x: inout Int) {
  x &*= 6364136223846793005
  x &+= 1442695040888963407
}
var seed = 42
scramble(&seed)
scramble(&seed)
print(seed)
var bits: UInt16 = 1
bits &<<= 17
print(bits)
bits &>>= 1
print(bits)

// A loop counter that wraps around.
var n: UInt8 = 0
var steps = 0
repeat {
  n &+= 37
  steps += 1
} while n != 0
print(steps)

// A program's own operator in an extension of a built-in type is found the same way.
infix operator <~: AssignmentPrecedence
extension Int {
  static func <~ (lhs: inout Int, rhs: Int) { lhs = lhs &* 10 &+ rhs }
}
var digits = 0
for d in [4, 0, 2] { digits <~ d }
print(digits)
