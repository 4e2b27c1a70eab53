// Dictionaries: literals, subscripts (read, write, remove, default), members, loops,
// equality, printing, keys of every Hashable kind the subset has, copy-on-write.
enum Suit { case hearts, spades, clubs }

class Tracker {
  let name: String
  init(name: String) { self.name = name }
  deinit { print("deinit \(name)") }
}

struct Point { var x: Int; var y: Int }

func describe(_ d: [String: Int]) -> String {
  var total = 0
  for (_, v) in d { total += v }
  return "\(d.count) entries, total \(total)"
}

var ages: [String: Int] = ["Ann": 31, "Bob": 25]
print(ages["Ann"] ?? -1, ages["Zed"] ?? -1, ages["Bob"] != nil)
ages["Cid"] = 40
ages["Ann"] = 32
print(describe(ages))
ages["Bob"] = nil
print(ages.count, ages["Bob"] == nil)
if let old = ages.updateValue(50, forKey: "Cid") { print("Cid was \(old)") }
if ages.updateValue(1, forKey: "Dee") == nil { print("Dee is new") }
print(ages.removeValue(forKey: "Dee") ?? 0, ages.removeValue(forKey: "Dee") ?? 0)
let snapshot = ages
ages.removeAll()
print(ages.isEmpty, snapshot.count, ages, snapshot == ages, snapshot != ages)

// Copy-on-write: the copy keeps its entries.
var original = [1: "one"]
var copy = original
copy[2] = "two"
original[1] = "uno"
print(original, copy.count, copy[1]!, copy[2]!)

// Keys of other types.
var byDouble: [Double: String] = [0.0: "zero", 2.5: "two and a half"]
print(byDouble[-0.0]!, byDouble[2.5]!)
byDouble[2.5] = nil
print(byDouble)
let flags: [Bool: Int] = [true: 1, false: 0]
print(flags[true]!, flags[false]!)
var bySuit: [Suit: Int] = [.hearts: 3]
bySuit[.spades, default: 0] += 2
bySuit[.hearts, default: 0] += 1
print(bySuit[.hearts]!, bySuit[.spades]!, bySuit[.clubs] ?? 0)

// Counting with a default.
var counts: [String: Int] = [:]
for word in ["to", "be", "or", "not", "to", "be"] { counts[word, default: 0] += 1 }
for word in ["to", "be", "or", "not"] { print(word, counts[word]!) }
print(counts == ["to": 2, "be": 2, "or": 1, "not": 1], counts == ["to": 2])

// Values with references: classes, strings, arrays, structs.
var trackers: [Int: Tracker] = [1: Tracker(name: "a")]
trackers[2] = Tracker(name: "b")
trackers[1] = Tracker(name: "c")
print("replaced")
trackers[2] = nil
print("removed")
var lists: [String: [Int]] = ["evens": [2, 4]]
lists["evens"]?.append(6)
lists["odds", default: []].append(1)
print(lists["evens"]!, lists["odds"]!)
var points = ["origin": Point(x: 0, y: 0)]
points["origin"]?.x = 5
print(points)

// Iteration, keys and values of a small dictionary.
let single = ["only": 1]
for (key, value) in single { print(key, value) }
for entry in single { print(entry.key, entry.value) }
print(single.keys, single.values)
let empty = [String: Double]()
let alsoEmpty = Dictionary<Int, Int>()
print(empty, alsoEmpty.isEmpty, "\(single)")
trackers.removeAll()
print("done")
