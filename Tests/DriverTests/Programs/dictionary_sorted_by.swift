// A dictionary sorted by a closure: an array of (key:, value:) tuples.
let d = ["b": 2, "a": 1, "c": 3]
print(d.sorted { $0.key < $1.key })
print(d.sorted { $0.value > $1.value })
print(d.sorted(by: { $0.key > $1.key }).map { $0.key })
let byKey = d.sorted { a, b in a.key < b.key }
for (k, v) in byKey { print(k, v) }
let first = d.sorted { $0.key < $1.key }.first!
print(first.key, first.value)
