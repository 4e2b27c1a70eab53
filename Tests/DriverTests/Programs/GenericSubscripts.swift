// Generic subscripts: a type parameter inferred from the index argument, constrained to
// Sequence with a `where` clause on its element (through `Iterator.Element`), over an
// array, a user Sequence and a generic struct's own parameter.
struct Countdown: Sequence {
  let start: Int
  func makeIterator() -> CountdownIterator { CountdownIterator(current: start) }
}

struct CountdownIterator: IteratorProtocol {
  var current: Int
  mutating func next() -> Int? {
    if current < 0 { return nil }
    defer { current -= 1 }
    return current
  }
}

struct Table<Item> {
  var items: [Item]

  subscript(i: Int) -> Item { items[i] }

  subscript<Indices: Sequence>(indices: Indices) -> [Item] where Indices.Iterator.Element == Int {
    var result: [Item] = []
    for index in indices { result.append(items[index]) }
    return result
  }

  subscript<T>(tagged tag: T, at i: Int) -> (T, Item) {
    (tag, items[i])
  }
}

struct Letters {
  subscript<S: Sequence>(all s: S) -> Int where S.Element == Character {
    var n = 0
    for _ in s { n += 1 }
    return n
  }
}

let table = Table(items: ["a", "b", "c", "d"])
print(table[2], table[[0, 3]], table[Countdown(start: 2)])
print(table[tagged: 7, at: 1], table[tagged: "x", at: 0].0)
let numbers = Table(items: [10, 20, 30])
print(numbers[[2, 2, 1]], numbers[Countdown(start: 0)].count)
print(Letters()[all: "hello"], Letters()[all: ["a", "b"] as [Character]])

final class Registry<Key> {
  var names: [String] = ["zero", "one", "two"]
  var key: Key
  init(key: Key) { self.key = key }
  subscript<N: Sequence>(numbers: N) -> String where N.Element == Int {
    var text = ""
    for n in numbers { text += (text.isEmpty ? "" : "+") + names[n] }
    return text
  }
}
let registry = Registry(key: 1.5)
print(registry[[2, 0]], registry[Countdown(start: 1)], registry.key)
