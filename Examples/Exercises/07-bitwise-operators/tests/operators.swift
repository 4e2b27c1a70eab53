// & | ^ ~ on Int work on the 64 bits of two's complement.
let a = 0b1100
let b = 0b1010
print(a & b, a | b, a ^ b, ~a)
print(~0, ~(-1), ~Int.max == Int.min)
print(-8 & 0xF, -1 ^ 0x55, 0x0F0F | 0xF0F0)
print(Int.min & Int.max, Int.min | Int.max)

// Checking and setting flags.
let canRead = 1
let canWrite = 2
let canRun = 4
var mode = canRead | canRun
print(mode & canWrite != 0, mode & canRun != 0)
mode |= canWrite
mode &= ~canRead
mode ^= canRun
print(mode)

func popCount(_ v: Int) -> Int {
  var x = v
  var count = 0
  while x != 0 {
    x &= x &- 1
    count += 1
  }
  return count
}
print(popCount(0), popCount(255), popCount(-1), popCount(Int.min))
