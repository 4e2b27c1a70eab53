// Sequence's algorithms are written once, in the library's `extension Sequence`
// (stdlib/SequenceAlgorithms.swift): arrays, sets, dictionaries, ranges, the library's
// own sequences (zip, enumerated, reversed), a program's Sequence and a generic
// `S: Sequence` all have them; a type's own member of the same name hides them (Set's
// `filter` makes a set, Dictionary's a dictionary).
struct Countdown: Sequence, IteratorProtocol {
  var n: Int
  mutating func next() -> Int? {
    if n == 0 { return nil }
    defer { n -= 1 }
    return n
  }
}

func describe<S: Sequence>(_ s: S) -> String where S.Element == Int {
  let doubled = s.map { $0 * 2 }
  let odd = s.filter { $0 % 2 == 1 }
  return "\(doubled) \(odd) \(s.reduce(0, +)) \(s.contains { $0 > 2 }) \(s.allSatisfy { $0 > 0 })"
}

let xs = [3, 1, 2]
print(describe(xs), describe(1...4), describe(Countdown(n: 3)))
print(xs.first { $0 < 3 } as Any, xs.compactMap { $0 > 1 ? "\($0)" : nil }, xs.sorted { $0 > $1 })
let primes: Set = [2, 3, 5]
print(primes.filter { $0 > 2 }.sorted(), primes.map { $0 * 10 }.sorted(), primes.reduce(0, +))
print(primes.contains { $0 == 3 }, primes.allSatisfy { $0 > 1 }, primes.first { $0 > 4 } as Any)
let ages = ["ann": 31, "bob": 25]
print(ages.sorted { $0.key < $1.key }, ages.map { $0.value }.sorted(), ages.filter { $0.value > 30 })
print(ages.reduce(0) { $0 + $1.value }, ages.contains { $0.key == "bob" }, ages.first { $0.value > 100 } == nil)
print(zip(xs, ["c", "a", "b"]).map { "\($0.0)\($0.1)" }, xs.enumerated().filter { $0.offset > 0 }.map { $0.element })
print(xs.reversed().map { $0 }, (0..<5).filter { $0 % 2 == 0 }, Countdown(n: 4).sorted(by: <))
Countdown(n: 2).forEach { print("tick", $0) }
extension Array where Element: Equatable {
  func has(_ x: Element) -> Bool { contains { $0 == x } }
}
print([1, 2].has(2), ["a"].has("b"))
