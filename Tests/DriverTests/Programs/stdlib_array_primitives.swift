// Array's primitive members, library Swift over builtins (stdlib/Array.swift): each on
// several element types, through `inout` parameters, class and struct properties,
// nested arrays and optionals.

struct Point: Equatable {
  var x: Int
  var y: Int
}

final class Box {
  let name: String
  init(_ name: String) { self.name = name }
}

func describe<T>(_ a: [T], _ label: String) {
  print(label, a.count, a.isEmpty, a.indices, a.first.map { "\($0)" } ?? "nil", a.last.map { "\($0)" } ?? "nil")
}

// Properties on several element types.
var ints = [3, 1, 4]
describe(ints, "ints")
describe([String](), "empty strings")
describe(["a", "bc"], "strings")
describe([Point(x: 1, y: 2), Point(x: 3, y: 4)], "points")
let boxes = [Box("one"), Box("two")]
print(boxes.count, boxes.first?.name ?? "-", boxes.last?.name ?? "-")
let nested = [[1, 2], [], [3]]
print(nested.count, nested.first ?? [], nested.last?.count ?? -1, nested[1].isEmpty)
let optionals: [Int?] = [nil, 2, nil]
print(optionals.count, optionals.first as Any, optionals.last as Any, optionals.indices)
for i in ints.indices { print(i, ints[i], terminator: " ") }
print()

// Mutating members.
ints.append(1)
ints.append(contentsOf: [5, 9])
ints.insert(2, at: 0)
print(ints, ints.count)
print(ints.remove(at: 1), ints.removeFirst(), ints.removeLast(), ints)
print(ints.popLast() as Any, ints)
ints.reserveCapacity(100)
ints.removeAll()
print(ints, ints.isEmpty, ints.popLast() as Any, ints.first as Any)

var words: [String] = []
words.append("hello")
words += ["big", "world"]
words.insert("a", at: 1)
let joined = words + ["!"]
print(words, joined, words.removeLast(), words.popLast() ?? "-", words)

var points = [Point(x: 0, y: 0)]
points.append(Point(x: 1, y: 1))
points.insert(Point(x: 2, y: 2), at: 1)
print(points.remove(at: 0).x, points.map { $0.x }, points.last == Point(x: 1, y: 1))

var objects = boxes
objects.append(Box("three"))
objects.removeFirst()
print(objects.map { $0.name }, boxes.map { $0.name })

var grid: [[Int]] = [[], [1]]
grid[0].append(7)
grid[1].append(contentsOf: [8, 9])
grid[1].insert(0, at: 0)
print(grid, grid[1].removeLast(), grid[1].popLast() as Any, grid)
grid.append([])
grid[2].append(1)
print(grid, grid.count, grid[2].count)

var maybe: [Int?] = []
maybe.append(nil)
maybe.append(3)
print(maybe, maybe.popLast() as Any, maybe.first as Any)

// Through an `inout` parameter.
func fill(_ a: inout [Int], upTo n: Int) {
  for i in 0..<n { a.append(i) }
  a.insert(-1, at: 0)
  _ = a.removeLast()
}
var filled: [Int] = []
fill(&filled, upTo: 4)
print(filled, filled.count)

// Through a class's and a struct's property.
final class Inventory {
  var items: [String] = []
  func add(_ item: String) { self.items.append(item) }
  func take() -> String? { items.popLast() }
}
let inventory = Inventory()
inventory.add("apple")
inventory.add("pear")
inventory.items.append("plum")
print(inventory.items, inventory.take() ?? "-", inventory.items.count)

struct Stack {
  var items: [Int] = []
  mutating func push(_ x: Int) { self.items.append(x) }
  mutating func pop() -> Int? { items.popLast() }
  var top: Int? { items.last }
}
var stack = Stack()
stack.push(1)
stack.push(2)
stack.items.append(3)
print(stack.top ?? 0, stack.pop() ?? 0, stack.items, stack.items.isEmpty)

// The argument is evaluated before the access to the array.
var counts = [1]
counts.append(counts.count)
counts.insert(counts.count, at: counts.count)
print(counts)

// In an extension of Array, named alone.
extension Array {
  mutating func appendTwice(_ x: Element) {
    append(x)
    append(x)
  }
  var middle: Element? { isEmpty ? nil : self[count / 2] }
}
var twice = ["x"]
twice.appendTwice("y")
print(twice, twice.middle ?? "-", [Int]().middle as Any)

// The operators `+` and `+=`, on values, nested arrays, properties and itself.
var doubled = [1, 2]
doubled += doubled
var matrix = [[1], [2]]
matrix[0] += [5]
matrix[1] += matrix[0]
matrix += [[7]]
inventory.items += ["fig"]
stack.items += [9]
print(doubled, doubled + [0] + doubled, matrix, inventory.items, stack.items, [Point(x: 5, y: 5)] + points)
