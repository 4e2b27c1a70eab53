// A Sequence of the program's own in `for`-`in`: a struct, a generic struct and a
// generic parameter constrained to Sequence; iterators holding references.
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

final class Log {
  var lines: [String] = []
  deinit { print("log released with \(lines.count) lines") }
}

struct Words: Sequence {
  var words: [String]
  let log: Log
  func makeIterator() -> WordIterator { WordIterator(words: words, index: 0, log: log) }
}

struct WordIterator: IteratorProtocol {
  let words: [String]
  var index: Int
  let log: Log
  mutating func next() -> String? {
    guard index < words.count else { return nil }
    index += 1
    log.lines.append(words[index - 1])
    return words[index - 1]
  }
}

struct Repeated<Element>: Sequence {
  let value: Element
  let times: Int
  func makeIterator() -> RepeatedIterator<Element> { RepeatedIterator(value: value, left: times) }
}

struct RepeatedIterator<Element>: IteratorProtocol {
  let value: Element
  var left: Int
  mutating func next() -> Element? {
    if left <= 0 { return nil }
    left -= 1
    return value
  }
}

func total<S: Sequence>(_ s: S) -> Int where S.Element == Int {
  var sum = 0
  for x in s { sum += x }
  return sum
}

func count<S: Sequence>(_ s: S) -> Int {
  var n = 0
  for _ in s { n += 1 }
  return n
}

func firstElement<S: Sequence>(_ s: S) -> S.Element? {
  var iterator = s.makeIterator()
  return iterator.next()
}

for x in Countdown(start: 3) { print(x) }
for _ in Countdown(start: 2) { print("tick") }
for x in Countdown(start: 5) where x % 2 == 1 { print("odd", x) }
outer: for x in Countdown(start: 4) {
  for y in Countdown(start: x) {
    if y == 2 { continue outer }
    if x == 1 { break outer }
    print(x, y)
  }
}
do {
  let log = Log()
  for w in Words(words: ["a", "bb", "ccc"], log: log) {
    if w == "bb" { continue }
    print(w, w.count)
  }
  print(log.lines)
}
for s in Repeated(value: "hi", times: 2) { print(s) }
for (a, b) in Repeated(value: (1, "one"), times: 2) { print(a, b) }
print(total(Countdown(start: 4)))
print(count(Repeated(value: 2.5, times: 3)))
print(count(Words(words: ["x", "y"], log: Log())))
print(firstElement(Countdown(start: 7)) ?? 0, firstElement(Countdown(start: 0)) ?? -1)
var it = Countdown(start: 2).makeIterator()
let a = it.next(), b = it.next(), c = it.next()
print(a ?? 0, b ?? 0, c == nil)
