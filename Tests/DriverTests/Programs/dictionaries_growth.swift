// Dictionaries and sets that grow, shrink and are shared: rehashing, deleted slots,
// copy-on-write through functions, properties and nested collections.
struct Inventory {
  var stock: [String: Int] = [:]
  mutating func add(_ item: String, _ n: Int) { stock[item, default: 0] += n }
}

final class Registry {
  var names: Set<String> = []
  var byID: [Int: String] = [:]
  func register(_ id: Int, _ name: String) {
    byID[id] = name
    names.insert(name)
  }
}

func squares(upTo n: Int) -> [Int: Int] {
  var d: [Int: Int] = [:]
  for i in 0..<n { d[i] = i * i }
  return d
}

func bump(_ d: inout [Int: Int], _ key: Int) { d[key, default: 0] += 100 }

var table = squares(upTo: 1000)
print(table.count, table[999]!, table[1000] == nil)
for i in stride(from: 0, to: 1000, by: 2) { table[i] = nil }
print(table.count, table[2] == nil, table[3]!)
for i in 0..<1000 where i % 2 == 0 { table[i] = -i }
print(table.count, table[4]!)
var sum = 0
for (k, v) in table { sum += k + v }
print(sum)
let shared = table
bump(&table, 3)
print(table[3]!, shared[3]!)
table.removeAll()
print(table.isEmpty, shared.count)

var inventory = Inventory()
for item in ["apple", "pear", "apple", "fig", "apple"] { inventory.add(item, 1) }
let copy = inventory
inventory.add("fig", 10)
print(inventory.stock["apple"]!, inventory.stock["fig"]!, copy.stock["fig"]!)
print(Set(inventory.stock.keys).sorted(), inventory.stock.values.count)

let registry = Registry()
let people = ["ada", "bob", "ada", "cy"]
for i in 0..<people.count { registry.register(i, people[i]) }
print(registry.names.sorted(), registry.byID.count, registry.byID[2] ?? "?")

var nested: [String: [String: Int]] = [:]
nested["x", default: [:]]["y"] = 1
nested["x"]?["z"] = 2
print(nested["x"]!.count, nested["x"]!["z"]!, nested["w"]?["y"] ?? 0)

var seen = Set<Int>()
var duplicates = 0
for i in 0..<500 {
  if !seen.insert(i % 300).inserted { duplicates += 1 }
}
print(seen.count, duplicates)
for i in 0..<300 where i % 3 != 0 { seen.remove(i) }
print(seen.count, seen.contains(3), seen.contains(4))
var words: Set = ["one"]
let before = words
words.insert("two")
print(before.count, words.count, before.isSubset(of: words), words.isSuperset(of: before))
