struct Tagged: Hashable {
  var name: String
  var tags: [String]
  var score: Int?
}

enum Color: Hashable { case red, green }

let a: [[Int]] = [[1, 2], [3]]
print(a.hashValue == [[1, 2], [3]].hashValue)
print([1, 2].hashValue == [2, 1].hashValue)

var counts: [[Int]: String] = [:]
counts[[1, 2]] = "one-two"
counts[[3]] = "three"
counts[[1, 2]] = "again"
print(counts.count, counts[[1, 2]] ?? "none", counts[[2, 1]] ?? "none")

let nested: Set<[[Int]]> = [[[1]], [[1]], [[2], [3]]]
print(nested.count, nested.contains([[2], [3]]))

let maybes: Set<Int?> = [1, nil, 1, nil, 2]
print(maybes.count, maybes.contains(nil), maybes.contains(3))

let items: Set<Tagged> = [Tagged(name: "a", tags: ["x"], score: nil), Tagged(name: "a", tags: ["x"], score: nil),
                          Tagged(name: "a", tags: ["x", "y"], score: 1)]
print(items.count)
print(Tagged(name: "a", tags: [], score: 1).hashValue == Tagged(name: "a", tags: [], score: 1).hashValue)

let sets: Set<Set<Int>> = [[1, 2], [2, 1], [3]]
print(sets.count, sets.contains([1, 2]))
print(Set([1, 2, 3]).hashValue == Set([3, 2, 1]).hashValue)

let dicts: [[String: Int]: Int] = [["a": 1, "b": 2]: 1]
print(dicts[["b": 2, "a": 1]] ?? 0)
print(["a": 1, "b": 2].hashValue == ["b": 2, "a": 1].hashValue)

let colors: [[Color]: Int] = [[.red]: 1, [.green, .red]: 2]
print(colors[[.green, .red]] ?? 0, colors.count)
let optionalArrays: Set<[Int]?> = [nil, [1], [1]]
print(optionalArrays.count)

func hashOf<T: Hashable>(_ value: T) -> Int {
  var hasher = Hasher()
  hasher.combine(value)
  return hasher.finalize()
}
print(hashOf([1, 2]) == hashOf([1, 2]), hashOf(Optional(3)) == hashOf(Optional(3)))
let none: Int? = nil
print(none.hashValue == none.hashValue, none.hashValue == Optional(0).hashValue)

// A written `hash(into:)` combining an array.
struct Reading: Hashable {
  var id = 0
  var digits: [Int] = []
  static func == (a: Reading, b: Reading) -> Bool { a.digits == b.digits }
  func hash(into hasher: inout Hasher) {
    hasher.combine(digits)
  }
}
let readings: Set<Reading> = [Reading(id: 1, digits: [4, 2]), Reading(id: 2, digits: [4, 2]), Reading(id: 3)]
print(readings.count, readings.contains(Reading(id: 9, digits: [4, 2])))
