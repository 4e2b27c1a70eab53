// Array(_:) of a sequence (stdlib/ArrayFromSequence.swift): ranges, sets, a
// dictionary's keys and values, strings, the library's sequences and a program's own;
// Set(_:) of any of them; Array(repeating:count:).
let oneToThree = Array(1...3)
print(oneToThree, Array(0..<2), [Int](5..<5))
let typed: [Int] = Array(10...12)
print(typed, Array<Int>(7...8))

let genres: Set = ["Rock", "Jazz", "Hip hop"]
print(Array(genres).sorted())
let scores = ["Ann": 3, "Bob": 5]
print(Array(scores.keys).sorted(), Array(scores.values).sorted())
print(Array(scores).count)
print(Array("hello"))
print(Array(["a", "b"].reversed()), Array([7, 8].enumerated()).count)
print(Array(zip([1, 2, 3], ["one", "two", "three"])).count)

struct CountdownIterator: IteratorProtocol {
  var count: Int
  mutating func next() -> Int? {
    if count == 0 { return nil }
    count -= 1
    return count + 1
  }
}
struct Countdown: Sequence {
  var count: Int
  func makeIterator() -> CountdownIterator { CountdownIterator(count: count) }
}
print(Array(Countdown(count: 3)))

print(Set([1, 2, 2, 3]).count, Set(1...4).sorted(), Set<Int>(2..<4).sorted())
print(Set(scores.keys).sorted(), Set("banana").count, Set(Countdown(count: 2)).sorted())

print([Int](repeating: 0, count: 3), Array(repeating: "ab", count: 2))
