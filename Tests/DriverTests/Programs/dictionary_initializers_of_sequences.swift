// Dictionary's and Set's initializers from any sequence, the library's generic
// initializers (stdlib/DictionaryFromSequence.swift, SetFromSequence.swift): ranges,
// zip, map results, enumerated(), strings, a set, a dictionary's keys, a program's own
// Sequence, in generic code too; their closures may throw (`rethrows`). A dictionary's
// order is not Swift's, so each is printed sorted by key.
func show<K: Comparable, V>(_ d: [K: V]) {
  print(d.keys.sorted().map { "\($0): \(d[$0]!)" }.joined(separator: ", "))
}

struct Countdown: Sequence, IteratorProtocol {
  var n: Int
  mutating func next() -> Int? {
    if n == 0 { return nil }
    defer { n -= 1 }
    return n
  }
}

// Ranges, zip, map, enumerated, strings. A function value as the closure (of a
// throwing type: IRGen wraps it).
show(Dictionary(uniqueKeysWithValues: zip("abc", 1...3)))
show(Dictionary(uniqueKeysWithValues: (1..<4).map { ($0, $0 * $0) }))
show(Dictionary(uniqueKeysWithValues: ["x", "y"].enumerated().map { ($1, $0) }))
show(Dictionary(grouping: "mississippi", by: { $0 }).mapValues { $0.count })
show(Dictionary(grouping: 1...10) { $0 % 3 })
show(Dictionary(grouping: Countdown(n: 5), by: { $0 % 2 == 0 ? "even" : "odd" }).mapValues { $0.reduce(0, +) })
show(Dictionary(zip(["a", "b", "a"], Countdown(n: 3)), uniquingKeysWith: +))
show(Dictionary("hello".map { ($0, 1) }, uniquingKeysWith: +))
show(Dictionary(zip(1...4, ["w", "x", "y", "z"]).filter { $0.0 != 2 }, uniquingKeysWith: { a, _ in a }))
show([String: Double](uniqueKeysWithValues: [("pi", 3), ("e", 2.5)]))
let typed: [Int: [String]] = Dictionary(grouping: ["one", "two", "three"], by: { $0.count })
show(typed)
show(Dictionary(uniqueKeysWithValues: Set([3, 1, 2]).map { ($0, String(repeating: "*", count: $0)) }))
show(Dictionary(uniqueKeysWithValues: ["k": 1, "l": 2].keys.map { ($0, $0.uppercased()) }))

// In generic code.
func histogram<S: Sequence, T: Hashable>(_ s: S) -> [T: Int] where S.Element == T {
  Dictionary(s.map { ($0, 1) }, uniquingKeysWith: +)
}
func groups<S: Sequence, K: Hashable>(_ s: S, _ key: (S.Element) -> K) -> [K: [S.Element]] {
  Dictionary(grouping: s, by: key)
}
show(histogram([3, 1, 3, 3, 1]))
show(histogram("banana"))
show(groups(["ant", "bee", "cat", "cow"], { $0.first! }))
let parity: (Int) -> String = { $0 % 2 == 0 ? "even" : "odd" }
show(Dictionary(grouping: [1, 2, 3, 5], by: parity))
let longer: (String, String) -> String = { $0.count >= $1.count ? $0 : $1 }
show(Dictionary([(1, "a"), (1, "bcd"), (2, "ef"), (1, "gh")], uniquingKeysWith: longer))
show(Dictionary([("m", 3), ("m", 9)], uniquingKeysWith: max))

// Throwing closures.
enum Problem: Error { case negative(Int) }
func checked(_ x: Int) throws -> Int {
  if x < 0 { throw Problem.negative(x) }
  return x % 2
}
do {
  show(try Dictionary(grouping: [1, 2, 3], by: checked))
  show(try Dictionary(grouping: [1, -2, 3], by: checked))
} catch {
  print("caught", error)
}
do {
  let sums = try Dictionary([("a", 1), ("a", 2)], uniquingKeysWith: { (x: Int, y: Int) throws -> Int in
    if x + y > 2 { throw Problem.negative(x + y) }
    return x + y
  })
  show(sums)
} catch {
  print("caught", error)
}

// Set of any sequence.
print(Set("hello").sorted())
print(Set(1...4).sorted(), Set(stride(from: 0, to: 10, by: 3)).sorted())
print(Set(Countdown(n: 3)).sorted(), Set(["b": 1, "a": 2].keys).sorted())
print(Set([1, 1, 2]).count, Set<Double>([1, 2]).sorted())
func unique<S: Sequence, T: Hashable>(_ s: S) -> Set<T> where S.Element == T { Set(s) }
print(unique([5, 5, 6]).sorted(), unique("aab").sorted())
