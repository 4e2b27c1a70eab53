// Array's removeAll(where:), the library's (Swift's RangeReplaceableCollection's over a
// MutableCollection: a half-stable partition, then the suffix removed).
var numbers = [5, 1, 8, 2, 9, 3, 4]
numbers.removeAll(where: { $0 % 2 == 0 })
print(numbers)
numbers.removeAll { $0 > 4 }
print(numbers, numbers.count)

var empty: [Int] = []
empty.removeAll(where: { _ in true })
print(empty, empty.isEmpty)

var all = [1, 2, 3]
all.removeAll(where: { _ in true })
print(all)

var none = ["a", "bb", "ccc"]
none.removeAll(where: { _ in false })
print(none)

// The predicate sees each element once, in order.
var seen: [String] = []
var words = ["apple", "kiwi", "banana", "fig", "cherry"]
words.removeAll { word in
  seen.append(word)
  return word.count <= 4
}
print(words, seen)

// Copies are unaffected (the buffer is shared until the mutation).
let original = [1, 2, 3, 4, 5, 6]
var copy = original
copy.removeAll(where: { $0 < 4 })
print(original, copy)

// Elements that are arrays and optionals.
var rows = [[1], [], [2, 3], []]
rows.removeAll(where: \.isEmpty)
print(rows)
var maybe: [Int?] = [1, nil, 3, nil]
maybe.removeAll { $0 == nil }
print(maybe)

struct Item {
  var name: String
  var done: Bool
}
var items = [Item(name: "a", done: true), Item(name: "b", done: false), Item(name: "c", done: true)]
items.removeAll { $0.done }
print(items.map(\.name))

func prune(_ values: inout [Double]) {
  values.removeAll { $0.isNaN }
}
var doubles = [1.5, Double.nan, 2.5]
prune(&doubles)
print(doubles)
