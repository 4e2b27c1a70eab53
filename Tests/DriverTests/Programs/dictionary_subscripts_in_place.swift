// Dictionary's subscripts are the library's (stdlib/DictionarySubscripts.swift): `d[k]`
// reads through `get` (nil for a missing key), `d[k] = v` and `d[k] = nil` go through
// `set`, a mutation through the optional (`d[k]?.append(x)`, `d[k]! += 1`) through the
// payload addressor in place, and `d[k, default: v]` mutations through the mutable
// addressor, which inserts the default first. Copy-on-write holds throughout.

struct Point {
  var x = 0
  var y = 0
  mutating func moveRight() { x += 1 }
}

final class Registry {
  var groups: [String: [String]] = [:]
}

func key(_ k: String) -> String {
  print("key", k)
  return k
}

func value(_ v: Int) -> Int {
  print("value", v)
  return v
}

func bump(_ n: inout Int) { n *= 10 }

func sortedPairs<V>(_ d: [String: V]) -> [(key: String, value: V)] { d.sorted { $0.key < $1.key } }

// Reading: a copy of the value, or nil.
var ages = ["ann": 30, "bob": 25]
print(ages["ann"] as Any, ages["zed"] as Any, ages["bob"] ?? -1, ages["zed"] ?? -1)

// Setting, updating and removing through `set`.
ages["cy"] = 41
ages["ann"] = 31
ages["bob"] = nil
ages["nobody"] = nil
print(sortedPairs(ages))

// `default:`: read without inserting; mutated, inserted first.
var counts: [Character: Int] = [:]
for c in "mississippi" { counts[c, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }, counts["z", default: 0], counts.count)

// The default is evaluated only when the key is missing, after the key.
var lazy: [String: Int] = ["here": 1]
lazy[key("here"), default: value(100)] += 1
lazy[key("gone"), default: value(7)] += 1
lazy[key("new")] = value(3)
print(sortedPairs(lazy))

// A dictionary of arrays: appended to in place, through `default:` and through `?`.
var groups: [Int: [String]] = [:]
for word in ["apple", "avocado", "banana", "blueberry", "cherry"] {
  groups[word.count, default: []].append(word)
}
groups[6]?.append("orange")
groups[99]?.append("never")
groups[5]![0] = "APPLE"
print(groups.sorted { $0.key < $1.key })

// Structs in place.
var points = ["a": Point(), "b": Point(x: 5, y: 5)]
points["a"]?.x += 1
points["a"]!.y -= 2
points["b"]?.moveRight()
points["c"]?.moveRight()
points["d", default: Point(x: 9)].moveRight()
print(points.sorted { $0.key < $1.key }.map { "\($0.key)=(\($0.value.x), \($0.value.y))" })

// Nested dictionaries.
var nested: [String: [String: Int]] = ["a": [:]]
nested["a"]?["b"] = 1
nested["a"]?["b"]? += 10
nested["z"]?["b"] = 1
nested["m", default: [:]]["n", default: 0] += 2
print(nested.sorted { $0.key < $1.key }.map { ($0.key, sortedPairs($0.value)) })

// `inout`.
var totals = ["x": 4]
bump(&totals["x", default: 0])
bump(&totals["y", default: 3])
print(sortedPairs(totals))

// Through a class's property and a struct's mutating method.
let registry = Registry()
registry.groups["admins", default: []].append("root")
registry.groups["admins"]?.append("ann")
registry.groups["guests"] = ["bob"]
print(sortedPairs(registry.groups))

struct Tally {
  var scores: [String: Int] = [:]
  mutating func add(_ name: String, _ n: Int) { scores[name, default: 0] += n }
}
var tally = Tally()
tally.add("a", 2)
tally.add("a", 3)
tally.add("b", 1)
print(sortedPairs(tally.scores))

// Copy-on-write: a copy is left alone by every kind of mutation.
var original = ["k": [1, 2]]
let copy = original
original["k"]?.append(3)
original["j", default: []].append(4)
original["k"]![0] = 100
var other = original
other["k"] = nil
other["x"] = [0]
print(sortedPairs(original), copy, sortedPairs(other))

// Optional values: `d[k]` is a `V??`.
var maybe: [String: Int?] = ["some": 1, "none": nil]
print(maybe["some"] as Any, maybe["none"] as Any, maybe["missing"] as Any)
maybe["some"] = nil
print(maybe.count, maybe.keys.sorted())

// Key paths through a dictionary's subscript.
let path = \[String: Int].["a"]
var viaPath = ["a": 5]
print(viaPath[keyPath: path] as Any)
viaPath[keyPath: path] = 6
print(viaPath)

// Generic code.
func lookup<K: Hashable, V>(_ d: [K: V], _ k: K) -> V? { d[k] }
func increment<K: Hashable>(_ d: inout [K: Int], _ k: K) {
  d[k, default: 0] += 1
  d[k]! *= 10
}
var byNumber = [1: 1]
increment(&byNumber, 1)
increment(&byNumber, 2)
print(lookup(byNumber, 1) as Any, lookup(byNumber, 3) as Any, byNumber.sorted { $0.key < $1.key })

// Many appends in place (a copy per append would take minutes).
var big: [String: [Int]] = ["a": []]
for i in 0..<100_000 {
  big["a"]?.append(i)
  big["b", default: []].append(i)
}
print(big["a"]?.count as Any, big["b"]?.last as Any)
