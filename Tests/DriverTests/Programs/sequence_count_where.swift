// Swift 6's `count(where:)` is the library's `extension Sequence`
// (stdlib/SequenceCount.swift): every sequence has it, beside a built-in `count`
// property (a String's, a range's) that a call with the label `where:` does not pick.
struct Countdown: Sequence, IteratorProtocol {
  var n: Int
  mutating func next() -> Int? {
    if n == 0 { return nil }
    defer { n -= 1 }
    return n
  }
}

func countMatches<S: Sequence>(_ s: S, _ p: (S.Element) -> Bool) -> Int {
  s.count(where: p)
}

let numbers = [1, 2, 3, 4, 5, 6]
print(numbers.count(where: { $0 > 2 }))
print(numbers.count { $0 % 2 == 0 }, numbers.count)
let text = "hello, world"
print(text.count(where: { $0 == "l" }), text.count)
print(String(text.dropFirst(7)).count(where: { $0 != "o" }))
print(Set([1, 2, 3, 4]).count(where: { $0 >= 3 }))
let scores = ["ann": 3, "bob": 8, "cy": 9]
print(scores.count(where: { $0.value > 5 }))
print(scores.keys.count(where: { $0.count == 3 }))
print((1...10).count(where: { $0 % 3 == 0 }), (0..<10).count(where: { $0 < 4 }), (1...10).count)
print(Countdown(n: 5).count(where: { $0 > 1 }))
print(countMatches(["a", "bb", "ccc"]) { $0.count > 1 })
print([Int]().count(where: { _ in true }))
print(zip(numbers, numbers.reversed()).count(where: { $0 < $1 }))
