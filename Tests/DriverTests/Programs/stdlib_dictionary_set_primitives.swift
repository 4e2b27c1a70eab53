// Dictionary's and Set's primitive members, library Swift over builtins
// (stdlib/Dictionary.swift, stdlib/Set.swift): on several key, value and element types,
// through `inout` parameters, class and struct properties, and nested collections.
// (Only what does not depend on the table's order is printed.)

struct Point: Hashable {
  var x: Int
  var y: Int
}

final class Tag {
  let name: String
  init(_ name: String) { self.name = name }
}

var ages = ["Ann": 31, "Bob": 25]
print(ages.count, ages.isEmpty, ages.keys.sorted(), ages.values.sorted())
print(ages.updateValue(32, forKey: "Ann") as Any, ages.updateValue(40, forKey: "Cy") as Any, ages.count)
print(ages.removeValue(forKey: "Bob") as Any, ages.removeValue(forKey: "Zed") as Any, ages.keys.sorted())
ages.removeAll()
print(ages, ages.isEmpty, ages.count)

var byPoint: [Point: String] = [:]
byPoint.updateValue("origin", forKey: Point(x: 0, y: 0))
byPoint[Point(x: 1, y: 1)] = "one"
print(byPoint.count, byPoint.values.sorted(), byPoint.removeValue(forKey: Point(x: 0, y: 0)) ?? "-", byPoint.count)

var tags: [Int: Tag] = [1: Tag("a")]
let old = tags.updateValue(Tag("b"), forKey: 1)
print(old?.name ?? "-", tags[1]?.name ?? "-", tags.values.map { $0.name })

var lists: [String: [Int]] = ["odd": [1, 3]]
lists["odd"]?.append(5)
lists.updateValue([2], forKey: "even")
print(lists.keys.sorted(), lists["odd"] ?? [], lists.removeValue(forKey: "even") ?? [])

var optionalValues: [String: Int?] = ["a": nil]
print(optionalValues.updateValue(3, forKey: "a") as Any, optionalValues.count, optionalValues.isEmpty)
optionalValues.removeAll(keepingCapacity: true)
print(optionalValues.isEmpty)

var letters: Set<Character> = ["a", "b"]
print(letters.count, letters.contains("a"), letters.contains("z"), letters.insert("c").inserted, letters.insert("a"))
print(letters.remove("b") as Any, letters.remove("q") as Any, letters.sorted())

var points: Set<Point> = []
points.insert(Point(x: 1, y: 2))
points.insert(Point(x: 1, y: 2))
print(points.count, points.contains(Point(x: 1, y: 2)), points.remove(Point(x: 1, y: 2)) ?? Point(x: 0, y: 0), points.isEmpty)

var nestedSets: Set<Set<Int>> = [[1], [2, 3]]
print(nestedSets.contains([3, 2]), nestedSets.insert([1]).inserted, nestedSets.count)
nestedSets.removeAll()
print(nestedSets.count)

var words: Set<String> = []
for w in ["to", "be", "or", "not", "to", "be"] { words.insert(w) }
print(words.count, words.sorted())

// Through `inout` parameters.
func record(_ word: String, in counts: inout [String: Int], seen: inout Set<String>) {
  counts.updateValue((counts[word] ?? 0) + 1, forKey: word)
  seen.insert(word)
}
var counts: [String: Int] = [:]
var seen: Set<String> = []
for w in ["x", "y", "x"] { record(w, in: &counts, seen: &seen) }
print(counts.keys.sorted(), counts["x"] ?? 0, seen.count, seen.contains("y"))

// Through a class's and a struct's property.
final class Registry {
  var names: Set<String> = []
  var scores: [String: Int] = [:]
  func add(_ name: String, _ score: Int) {
    self.names.insert(name)
    self.scores.updateValue(score, forKey: name)
  }
}
let registry = Registry()
registry.add("p", 1)
registry.add("q", 2)
registry.scores.removeValue(forKey: "p")
registry.names.remove("q")
print(registry.names.sorted(), registry.scores.keys.sorted(), registry.scores.count)

struct Cache {
  var entries: [Int: String] = [:]
  var used: Set<Int> = []
  mutating func put(_ k: Int, _ v: String) {
    self.entries.updateValue(v, forKey: k)
    used.insert(k)
  }
}
var cache = Cache()
cache.put(1, "one")
cache.put(2, "two")
cache.entries.removeValue(forKey: 1)
cache.used.removeAll()
print(cache.entries.count, cache.entries.values.sorted(), cache.used.isEmpty)

// In extensions, named alone.
extension Dictionary {
  mutating func setAll(_ keys: [Key], to value: Value) {
    for k in keys { updateValue(value, forKey: k) }
  }
  var size: Int { count }
}
extension Set {
  mutating func toggle(_ e: Element) {
    if contains(e) { remove(e) } else { insert(e) }
  }
}
var flags: [String: Bool] = [:]
flags.setAll(["a", "b"], to: true)
var toggled: Set = [1]
toggled.toggle(1)
toggled.toggle(2)
print(flags.size, flags.keys.sorted(), toggled.sorted())
