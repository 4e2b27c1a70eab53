// Dictionary's initializers from a sequence, `init(grouping:by:)`,
// `init(uniqueKeysWithValues:)` and `init(_:uniquingKeysWith:)`: the library's generic
// initializers (stdlib/DictionaryFromSequence.swift). A dictionary's order is not
// Swift's, so each is printed sorted by key.
func show<V>(_ d: [String: V]) {
  for key in d.keys.sorted() {
    print(key, d[key]!)
  }
}

let fruits = ["apple", "avocado", "banana", "blueberry", "cherry"]
let byLetter = Dictionary(grouping: fruits, by: { $0.first! })
for letter in byLetter.keys.sorted() {
  print(letter, byLetter[letter]!)
}
let byLength = Dictionary(grouping: fruits) { $0.count }
print(byLength.keys.sorted(), byLength[6]!)
let parity = Dictionary(grouping: 1...10, by: { $0 % 2 == 0 ? "even" : "odd" })
show(parity)
let typed: [Bool: [Int]] = Dictionary(grouping: [3, -1, 4, -1, 5], by: { $0 > 0 })
print(typed[true]!, typed[false]!)

let names = ["ann", "bob", "cy"]
let ages = [31, 42, 27]
let people = Dictionary(uniqueKeysWithValues: zip(names, ages))
show(people)
let squares = Dictionary(uniqueKeysWithValues: (1...4).map { ("\($0)", $0 * $0) })
show(squares)
let literal = [String: Double](uniqueKeysWithValues: [("pi", 3.14), ("e", 2.72)])
show(literal)
let positions = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($0.element, $0.offset) })
show(positions)

let words = ["the", "cat", "the", "hat", "the", "cat"]
let counts = Dictionary(words.map { ($0, 1) }, uniquingKeysWith: { $0 + $1 })
show(counts)
let firstSeen = Dictionary(zip(words, 0...), uniquingKeysWith: { first, _ in first })
show(firstSeen)
let longest: [Character: String] = Dictionary(fruits.map { ($0.first!, $0) }, uniquingKeysWith: { $0.count >= $1.count ? $0 : $1 })
for key in longest.keys.sorted() {
  print(key, longest[key]!)
}
let empty = Dictionary<String, Int>(uniqueKeysWithValues: [])
print(empty.isEmpty, empty.count)
let inverted = Dictionary(uniqueKeysWithValues: people.map { (key: $0.value, value: $0.key) })
for age in inverted.keys.sorted() {
  print(age, inverted[age]!)
}
let copy = Dictionary(uniqueKeysWithValues: people.map { $0 })
print(copy == people)
let merged = Dictionary(people.map { $0 }, uniquingKeysWith: { a, _ in a })
print(merged.count)
let tally = Dictionary(words.map { ($0, 1) }, uniquingKeysWith: +)
show(tally)
let product = Dictionary([("x", 3.5), ("x", 2)], uniquingKeysWith: *)
print(product)
