// Sequence's elementsEqual(_:) and starts(with:) (for Equatable elements) and
// contains(where:) on ranges of Int, arrays, strides and a program's own Sequence.
print((1...3).elementsEqual([1, 2, 3]), (1...3).elementsEqual([1, 2]), (0..<2).elementsEqual(0...1))
print((0..<10).starts(with: [0, 1]), (0..<10).starts(with: 1...2), (0..<1).starts(with: [0, 1]))
print((5..<5).starts(with: [Int]()), (5..<5).elementsEqual([Int]()))
let a = [1, 2, 3]
print(a.starts(with: [1, 2]), a.elementsEqual([1, 2, 3]), a.elementsEqual(1...3), a.starts(with: 2...3))
print(a.elementsEqual([1, 2, 3].reversed()), ["a", "b"].starts(with: ["a"]))
print(stride(from: 0, to: 6, by: 2).elementsEqual([0, 2, 4]), stride(from: 3, through: 1, by: -1).starts(with: [3, 2]))
print("abc".elementsEqual("abc"), "abc".elementsEqual("ab"))
struct Countdown: Sequence, IteratorProtocol {
  var n: Int
  mutating func next() -> Int? {
    if n == 0 { return nil }
    defer { n -= 1 }
    return n
  }
}
print(Countdown(n: 3).elementsEqual([3, 2, 1]), Countdown(n: 3).starts(with: 3...4), Countdown(n: 2).starts(with: [2]))
print((1...3).contains(where: { $0 > 2 }), (0..<3).contains(where: { $0 > 5 }), (1...3).contains(2))
let r = 0..<10
print(r.contains { $0 * $0 == 49 }, r.contains(10))
