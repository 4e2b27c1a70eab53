// `for`-`in` over a generic Collection, a `some Collection` and a program's Collection:
// the library's `extension Collection` gives them `makeIterator()`, an
// `IndexingIterator` (stdlib/Collection.swift); generic algorithms over `S: Sequence`
// take the built-in sequences and a program's own.
func total<C: Collection>(_ c: C) -> Int where C.Element == Int {
  var sum = 0
  for x in c { sum += x }
  return sum
}

func show<C: Collection>(_ c: C) {
  for x in c { print(x, terminator: " ") }
  print()
}

func firstTwo<C: Collection>(_ c: C) -> [C.Element] {
  var result: [C.Element] = []
  for x in c where result.count < 2 { result.append(x) }
  return result
}

struct Countdown: Collection {
  var from: Int
  var startIndex: Int { 0 }
  var endIndex: Int { from }
  var count: Int { from }
  var isEmpty: Bool { from == 0 }
  subscript(position: Int) -> Int { from - position }
  func index(after i: Int) -> Int { i + 1 }
}

final class Token {
  let name: String
  init(_ name: String) { self.name = name }
  deinit { print("release", name) }
}

struct Tokens: Collection {
  var items: [Token]
  var startIndex: Int { 0 }
  var endIndex: Int { items.count }
  var count: Int { items.count }
  var isEmpty: Bool { items.isEmpty }
  subscript(position: Int) -> Token { items[position] }
  func index(after i: Int) -> Int { i + 1 }
}

func evens() -> some Collection { [2, 4, 6] }

func count<S: Sequence>(_ s: S) -> Int {
  var n = 0
  for _ in s { n += 1 }
  return n
}

func largest<S: Sequence>(_ s: S) -> S.Element? where S.Element: Comparable {
  var best: S.Element? = nil
  for x in s {
    if let b = best, b >= x { continue }
    best = x
  }
  return best
}

print(total([1, 2, 3]), total(Countdown(from: 4)))
show("héllo")
show(["a", "b"])
show(Countdown(from: 3))
show(evens())
print(firstTwo("swift"), firstTwo(Countdown(from: 9)), firstTwo([Double]()))
for n in Countdown(from: 3) { print(n) }
for x in evens() { print(x) }
outer: for x in Countdown(from: 3) {
  for y in Countdown(from: 3) {
    if y == 1 { continue outer }
    if x == 1 { break outer }
    print(x, y)
  }
}
var it = Countdown(from: 2).makeIterator()
print(it.next() as Any, it.next() as Any, it.next() as Any)
var chars = "ab".makeIterator()
print(chars.next() as Any, chars.next() as Any, chars.next() as Any)
do {
  let tokens = Tokens(items: [Token("a"), Token("b")])
  for t in tokens { print(t.name) }
  show(tokens.items.map { $0.name })
}
print(count([1, 2, 3]), count("abcd"), count(1...5), count(0..<0), count(["k": 1, "l": 2]), count(Set([1, 2, 3])))
print(largest([3, 9, 2]) as Any, largest("hello") as Any, largest(Set([4, 1])) as Any, largest([Int]()) as Any)
