// Array's index subscript is the library's (stdlib/ArraySubscript.swift): read through
// its getter, mutated through its `unsafeMutableAddress` in the array's buffer made
// unique, so nested arrays and structs are written in place and copy-on-write holds.

struct Point {
  var x = 0
  var y = 0
  mutating func moveRight() { x += 1 }
}

final class Counter {
  var value = 0
}

func bump(_ n: inout Int) { n *= 10 }

func total(_ a: [Int]) -> Int {
  var sum = 0
  for i in 0..<a.count { sum += a[i] }
  return sum
}

func setFirst<T>(_ a: inout [T], to value: T) { a[0] = value }

var numbers = [1, 2, 3]
numbers[0] = 10
numbers[1] += 5
numbers[2] -= 1
bump(&numbers[2])
print(numbers, numbers[0], total(numbers))

// Copy-on-write: writing into a copy leaves the original alone, both ways.
var copy = numbers
copy[0] = 99
print(numbers, copy)
numbers[1] = -1
print(numbers, copy)

// Nested arrays: the inner array is written in place.
var grid = [[1, 2], [3, 4]]
grid[0][1] = 20
grid[1][0] += 30
grid[1].append(5)
grid[0].removeFirst()
let snapshot = grid
grid[1][2] = 50
print(grid, snapshot, grid[1][2], grid[1].count)

var cube = [[[0, 0], [0, 0]], [[0, 0], [0, 0]]]
cube[1][0][1] = 7
cube[1][1] = [8, 9]
print(cube)

// Structs in an array: a property, a mutating method, a whole element.
var points = [Point(), Point(x: 5, y: 5)]
points[0].x = 3
points[1].y += 2
points[1].moveRight()
points[0] = Point(x: -1, y: -1)
print(points[0].x, points[0].y, points[1].x, points[1].y)

// Strings (reference-counted elements) and optionals.
var words = ["a", "b"]
words[0] += "cd"
words[1].append("!")
print(words)
var maybe: [Int?] = [nil, 2]
maybe[0] = 1
maybe[1]! += 40
print(maybe)

// Class instances: the element is a reference.
let counters = [Counter(), Counter()]
counters[1].value += 3
print(counters[0].value, counters[1].value)

// In a generic function, and through a parameter that is not mutated.
var letters = ["x", "y"]
setFirst(&letters, to: "z")
print(letters, total([4, 5, 6]))

// An array in a struct, and in a dictionary's value.
struct Matrix {
  var rows: [[Double]]
  mutating func scale(_ r: Int, by k: Double) {
    for c in 0..<rows[r].count { rows[r][c] *= k }
  }
}
var m = Matrix(rows: [[1, 2], [3, 4]])
m.scale(1, by: 0.5)
m.rows[0][0] = 9
print(m.rows)
var table = ["k": [1, 2]]
table["k"]![0] = 7
print(table)

// Index arguments evaluated once.
var calls = 0
func index() -> Int {
  calls += 1
  return 1
}
numbers[index()] += 100
print(numbers, calls)

// Through a key path, an optional array, and a force-unwrapped one.
struct Box { var items: [Int] }
var box = Box(items: [1, 2, 3])
let second = \Box.items[1]
box[keyPath: second] = 20
print(box.items, box[keyPath: second], [5, 6][keyPath: \[Int].[1]])
var optional: [Int]? = [1, 2]
optional?[0] = 9
optional![1] += 1
print(optional!)
