// Members in `extension Dictionary`: methods, computed properties, mutating and static
// members, `where Value: Equatable`, `Key`/`Value` and Dictionary's own members named
// alone (`count`, `keys`, `self[k]`), used on concrete dictionaries and from generic code.
extension Dictionary {
  func describeCount() -> String { "has \(count) entries" }
  var sortedKeyCount: Int { keys.count }
  mutating func setIfMissing(_ key: Key, _ value: Value) {
    if self[key] == nil { self[key] = value }
  }
  mutating func removeKeys(_ ks: [Key]) {
    for k in ks { removeValue(forKey: k) }
  }
  static func single(_ k: Key, _ v: Value) -> [Key: Value] { [k: v] }
  func valueOr(_ key: Key, _ fallback: Value) -> Value { self[key] ?? fallback }
}

extension Dictionary where Value: Equatable {
  func keys(for value: Value) -> [Key] {
    var result: [Key] = []
    for (k, v) in self where v == value { result.append(k) }
    return result
  }
}

extension Dictionary where Key: Comparable {
  var orderedKeys: [Key] { keys.sorted() }
}

func total<K: Hashable & Comparable>(_ d: [K: Int]) -> Int {
  var sum = 0
  for k in d.orderedKeys { sum += d.valueOr(k, 0) }
  return sum
}

var scores = ["ann": 3, "bob": 5]
print(scores.describeCount())
scores.setIfMissing("cid", 7)
scores.setIfMissing("ann", 100)
print(scores.orderedKeys, scores["ann"]!, scores.sortedKeyCount)
print(scores.keys(for: 5), scores.keys(for: 42))
print(total(scores))
scores.removeKeys(["bob", "zed"])
print(scores.orderedKeys)
let one = [String: Int].single("x", 1)
print(one, Dictionary<Int, String>.single(2, "two"))
print(scores.valueOr("nobody", -1))

// A conformance whose requirement an extension's member witnesses.
protocol Sized {
  var count: Int { get }
  func half() -> Int
}
extension Dictionary: Sized {
  func half() -> Int { count / 2 }
}
func size<C: Sized>(_ c: C) -> Int { c.count * 10 + c.half() }
print(size(["a": 1, "b": 2, "c": 3]), size([Int: Int]()))
