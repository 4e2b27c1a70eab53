// Sorting is the library's (stdlib/Sort.swift): Sequence's sorted() and sorted(by:),
// MutableCollection's sort() and sort(by:) on a RandomAccessCollection, stable for
// equal keys, in place and copy-on-write, on arrays, sets, dictionaries, strings,
// nested arrays, a program's own collection and generic code.

struct Card {
  let rank: Int
  let suit: String
}

// Stability: equal keys keep their order, at every size the merge passes see.
var seed = 2024
func next() -> Int {
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed
}
for n in [0, 1, 2, 15, 16, 17, 31, 32, 33, 100, 1000, 4099] {
  var pairs: [(key: Int, order: Int)] = []
  for i in 0..<n {
    pairs.append((key: next() % 10, order: i))
  }
  let sorted = pairs.sorted { $0.key < $1.key }
  var stable = sorted.count == n
  var i = 1
  while i < sorted.count {
    let a = sorted[i - 1]
    let b = sorted[i]
    if a.key > b.key || (a.key == b.key && a.order > b.order) {
      stable = false
    }
    i += 1
  }
  print(n, stable, sorted.prefix(3).map { $0.order })
}

// Descending by an operator, ascending by default.
let numbers = [5, -2, 9, 0, 5, 3, 12, 7]
print(numbers.sorted(by: >), numbers.sorted())
print([Int]().sorted(), [42].sorted(), [Int]().sorted(by: >))

// Strings, characters, tuples by a key, structs.
print(["pear", "Apple", "fig", "apple", "éclair", "banana"].sorted())
print("hello, world".sorted())
print(String("swift".sorted()))
let tuples = [(2, "b"), (1, "z"), (2, "a"), (1, "y"), (0, "q")]
print(tuples.sorted { $0.0 < $1.0 })
let cards = [Card(rank: 10, suit: "hearts"), Card(rank: 2, suit: "spades"), Card(rank: 10, suit: "clubs"),
             Card(rank: 2, suit: "hearts")]
print(cards.sorted { $0.rank > $1.rank }.map { "\($0.rank) of \($0.suit)" })

// Sets and dictionaries are Sequences.
print(Set([3, 1, 4, 1, 5, 9, 2, 6]).sorted())
print(Set(["b", "c", "a"]).sorted(by: >))
let scores = ["eve": 3, "bob": 7, "amy": 7, "dan": 1]
print(scores.sorted { $0.key < $1.key })
print(scores.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.map { $0.key })
print(scores.keys.sorted(), scores.values.sorted())
print((1...5).reversed().sorted(), stride(from: 10, to: 0, by: -3).sorted())

// In place: copy on write, nested arrays, properties.
var a = [3, 1, 2]
var b = a
b.sort()
print(a, b)
b.sort(by: >)
print(a, b)
var grid = [[9, 8, 7], [3, 1, 2]]
grid[1].sort()
grid[0].sort { $0 < $1 }
print(grid)
struct Hand {
  var cards: [Int]
  mutating func arrange() { cards.sort() }
}
var hand = Hand(cards: [4, 2, 3])
let unarranged = hand
hand.arrange()
print(hand.cards, unarranged.cards)

// Slices sort in place too, their own copy of the array.
let letters = ["d", "a", "c", "b"]
var middle = letters[1...3]
middle.sort(by: >)
print(middle, letters, letters.dropFirst().sorted())

// A program's own mutable random-access collection.
struct Buffer: MutableCollection, RandomAccessCollection {
  var storage: [String]
  var startIndex: Int { 0 }
  var endIndex: Int { storage.count }
  func index(after i: Int) -> Int { i + 1 }
  func index(before i: Int) -> Int { i - 1 }
  subscript(position: Int) -> String {
    get { storage[position] }
    set { storage[position] = newValue }
  }
}
var buffer = Buffer(storage: ["delta", "alpha", "charlie", "bravo"])
buffer.sort()
print(buffer.storage)
buffer.sort(by: >)
print(buffer.storage, buffer.sorted())

// Generic code.
func ordered<C: MutableCollection & RandomAccessCollection>(_ c: C) -> C where C.Element: Comparable {
  var copy = c
  copy.sort()
  return copy
}
func smallest<S: Sequence>(_ s: S, count: Int) -> [S.Element] where S.Element: Comparable {
  Array(s.sorted().prefix(count))
}
print(ordered([2.5, -1.0, 0.5]), smallest(Set([8, 3, 5, 1]), count: 2))

// A big array against an insertion sort.
var big: [Int] = []
for _ in 0..<3000 {
  big.append(next() % 500)
}
var check = big
var i = 1
while i < check.count {
  let x = check[i]
  var j = i
  while j > 0 && check[j - 1] > x {
    check[j] = check[j - 1]
    j -= 1
  }
  check[j] = x
  i += 1
}
print(big.sorted() == check, big.sorted(by: >) == Array(check.reversed()))
