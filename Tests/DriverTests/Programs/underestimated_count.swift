// Sequence's `underestimatedCount`, as Swift's: 0 by default, a Collection's count (a
// more refined protocol's default wins, also for a range of Int), the base's for the
// lazy views and `enumerated()`, the shorter one's for `zip`, a stride's walked; and
// `Array(s)` of any sequence through `_copyToArray()` (an array's is itself).
let a = [1, 2, 3]
print(a.underestimatedCount, (1...4).underestimatedCount, (0..<8).underestimatedCount, "abc".underestimatedCount)
print(a.enumerated().underestimatedCount, a.reversed().underestimatedCount, zip(a, [1, 2]).underestimatedCount)
print(a.lazy.underestimatedCount, a.lazy.map { $0 }.underestimatedCount, a.lazy.filter { $0 > 1 }.underestimatedCount)
print(a[0..<2].underestimatedCount, a.prefix(2).underestimatedCount)
print(Set([1, 2]).underestimatedCount, ["a": 1].underestimatedCount, ["a": 1].keys.underestimatedCount)
print(stride(from: 0, to: 10, by: 2).underestimatedCount, stride(from: 0, through: 10, by: 5).underestimatedCount)

struct Countdown: Sequence, IteratorProtocol {
  var n: Int
  mutating func next() -> Int? {
    n -= 1
    return n >= 0 ? n : nil
  }
}
print(Countdown(n: 3).underestimatedCount, Array(Countdown(n: 3)))

func estimate<S: Sequence>(_ s: S) -> Int { s.underestimatedCount }
print(estimate(a), estimate(Countdown(n: 2)), estimate(1..<9), estimate(Set("hello")))

var original = [1, 2, 3]
var copy = Array(original)
copy.append(4)
original[0] = 10
print(original, copy, Array(1...3), Array(Set([5])), Array("hi"))
