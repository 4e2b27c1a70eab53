// A type that is its own iterator: conforming to Sequence and IteratorProtocol with
// `next()` alone, it gets `makeIterator()` from the library's `extension Sequence where
// Self: IteratorProtocol` (stdlib/Sequence.swift), which returns a copy of itself, and
// its `Element` is `next()`'s.
struct Countdown: Sequence, IteratorProtocol {
  var n: Int
  mutating func next() -> Int? {
    if n == 0 { return nil }
    defer { n -= 1 }
    return n
  }
}

struct Fibonacci: Sequence, IteratorProtocol {
  var current = 0
  var following = 1
  let limit: Int
  mutating func next() -> Int? {
    guard current <= limit else { return nil }
    let value = current
    let next = current + following
    current = following
    following = next
    return value
  }
}

func total<S: Sequence>(_ s: S) -> Int where S.Element == Int {
  var sum = 0
  for x in s { sum += x }
  return sum
}

func firstElement<S: Sequence>(_ s: S) -> S.Element? {
  var it = s.makeIterator()
  return it.next()
}

let countdown = Countdown(n: 3)
for x in countdown { print(x) }
// The loop iterated a copy: `countdown` is unchanged.
print(countdown.n, total(countdown), firstElement(countdown) as Any)
var it = countdown.makeIterator()
print(it.next() as Any, it.next() as Any, countdown.n, it.n)
for (i, f) in zip(1...100, Fibonacci(limit: 20)) { print(i, f, terminator: "; ") }
print()
print(total(Fibonacci(limit: 100)), firstElement(Countdown(n: 0)) as Any)
for (c, word) in zip(Countdown(n: 2), ["two", "one", "zero"]) { print(c, word) }
