// zip(_:_:) from the library (stdlib/Zip.swift): pairs in `for`-`in`, as a value, its
// iterator, as long as the shorter sequence, over arrays, strings and a program's
// Sequence, in generic code, and printed as Swift prints it.
struct Countdown: Sequence {
  let start: Int
  func makeIterator() -> CountdownIterator { CountdownIterator(current: start) }
}

struct CountdownIterator: IteratorProtocol {
  var current: Int
  mutating func next() -> Int? {
    if current == 0 { return nil }
    defer { current -= 1 }
    return current
  }
}

final class Box {
  let n: Int
  init(_ n: Int) { self.n = n }
  deinit { print("free", n) }
}

func pairCount<S: Sequence, T: Sequence>(_ s: S, _ t: T) -> Int {
  var n = 0
  for _ in zip(s, t) { n += 1 }
  return n
}

func dot(_ a: [Double], _ b: [Double]) -> Double {
  var sum = 0.0
  for (x, y) in zip(a, b) { sum += x * y }
  return sum
}

let names = ["Anna", "Brian", "Craig"]
let scores = [90, 85]
for (name, score) in zip(names, scores) { print(name, score) }
let pairs = zip(scores, names)
for p in pairs { print(p.0, p.1) }
for p in pairs where p.0 > 86 { print(p) }
print(zip(names, scores))
print(zip("ab", [1, 2, 3]))
for (c, n) in zip("héllo", Countdown(start: 3)) { print(c, n) }
for (a, b) in zip(Countdown(start: 2), Countdown(start: 4)) { print(a, b) }
var it = zip("xy", [true, false, true]).makeIterator()
print(it.next() as Any, it.next() as Any, it.next() as Any, it.next() as Any)
print(pairCount(names, "abcdef"), pairCount([Int](), names), pairCount(Countdown(start: 9), names))
print(dot([1, 2, 3], [4, 5, 6]))
var words: [String] = []
for (i, w) in zip(Countdown(start: 3), names) { words.append("\(i):\(w)") }
print(words)
do {
  let boxes = [Box(1), Box(2)]
  for (b, s) in zip(boxes, ["one", "two"]) { print(b.n, s) }
}
