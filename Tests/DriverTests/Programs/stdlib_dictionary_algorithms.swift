// Dictionary's algorithms written in Swift in module Swift (stdlib/DictionaryAlgorithms.swift):
// mapValues, compactMapValues, filter, map, compactMap, reduce, contains(where:),
// allSatisfy, first(where:), forEach, sorted(by:), merge. (A dictionary's order is
// unspecified: what is printed does not depend on it.)
let d = ["a": 1, "b": 2, "c": 3]
print(d.mapValues { $0 * 10 }.sorted { $0.key < $1.key })
print(d.compactMapValues { $0 > 1 ? "\($0)" : nil }.sorted(by: { $0.key < $1.key }))
print(d.filter { $0.value > 1 }.count, d.filter { $0.key == "a" })
print(d.map { "\($0.key)=\($0.value)" }.sorted(), d.compactMap { $0.value > 2 ? $0.key : nil })
print(d.reduce(0) { $0 + $1.value }, d.contains { $0.value == 2 }, d.contains(where: { $0.key == "z" }))
print(d.allSatisfy { $0.value > 0 }, d.first { $0.value == 3 }!, d.first(where: { $0.key == "q" }) as Any)
var total = 0
d.forEach { total += $0.value }
print(total)
let byValue = d.sorted { $0.value > $1.value }
print(byValue.map { $0.key }, byValue[0].value)

// In generic code, and on a dictionary of a program's type.
struct Point: Hashable {
  var x: Int
  var y: Int
}
func keysAbove<K: Hashable & Comparable>(_ d: [K: Int], _ n: Int) -> [K] {
  d.filter { $0.value > n }.map { $0.key }.sorted()
}
print(keysAbove(d, 1), keysAbove([1: 5, 2: 0, 3: 9], 4))
let grid = [Point(x: 0, y: 0): "origin", Point(x: 1, y: 2): "p"]
print(grid.mapValues { $0.count }[Point(x: 1, y: 2)]!, grid.contains { $0.key.x == 1 })

// merge(_:uniquingKeysWith:): keys in both go through the closure, old value first.
var stock = ["apples": 3, "pears": 1]
stock.merge(["pears": 4, "plums": 2], uniquingKeysWith: +)
stock.merge(["apples": 10]) { old, new in max(old, new) }
print(stock.sorted { $0.key < $1.key })
