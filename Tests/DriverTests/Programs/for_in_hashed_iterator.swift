// A `for`-`in` over a set or a dictionary walks the library's `SetIterator` /
// `DictionaryIterator` (stdlib/HashedCollectionIteration.swift), which read the hash
// table slot by slot. The order of a set or dictionary is unspecified in Swift, so this
// program prints what does not depend on it (sums, sorted copies, counts), and walks
// the table with break, continue, labels, `where`, `for case` and mutation of the
// collection inside the loop (the loop iterates over a copy).

final class Token {
  let id: Int
  init(_ id: Int) { self.id = id }
  deinit { print("deinit", id) }
}

let primes: Set = [2, 3, 5, 7, 11, 13]
var sum = 0
for p in primes { sum += p }
print("sum", sum)

var seen: [Int] = []
for p in primes where p > 4 { seen.append(p) }
print(seen.sorted())

let ages = ["ann": 31, "bob": 25, "cy": 40, "dee": 19]
var names: [String] = []
var total = 0
for (name, age) in ages {
  names.append(name)
  total += age
}
print(names.sorted(), total)

var adults: [String] = []
for (name, age) in ages where age >= 21 { adults.append(name) }
print(adults.sorted())

var entries: [String] = []
for entry in ages { entries.append("\(entry.key)=\(entry.value)") }
print(entries.sorted())

var count = 0
for p in primes {
  if p == 2 { continue }
  count += 1
}
print("odd primes", count)

var found = false
for (_, age) in ages {
  if age == 40 { found = true; break }
}
print("found", found)

var matches = 0
outer: for a in primes {
  for b in primes where b == a {
    matches += 1
    continue outer
  }
  print("never")
}
print("matches", matches)

let maybe: [String: Int?] = ["a": 1, "b": nil, "c": 3]
var some = 0
for case let (_, v?) in maybe { some += v }
print("some", some)

var growing: Set = [1, 2, 3]
for x in growing { growing.insert(x * 10) }
print(growing.sorted())

var shrinking = ["x": 1, "y": 2]
for (k, _) in shrinking { shrinking[k] = nil }
print(shrinking.isEmpty, shrinking.count)

let none: Set<Int> = []
for x in none { print("never", x) }
let noEntries: [String: Int] = [:]
for (k, v) in noEntries { print("never", k, v) }
print("empty done")

func tokens() -> [Int: Token] { [1: Token(1)] }
for (k, t) in tokens() { print("token", k, t.id) }
print("tokens done")

func firstEven(_ s: Set<Int>) -> Int? {
  for x in s where x % 2 == 0 { return x }
  return nil
}
print(firstEven([1, 3, 4]) as Any, firstEven([1, 3]) as Any)
