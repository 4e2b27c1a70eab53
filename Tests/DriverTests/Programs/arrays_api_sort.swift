// sorted(), sorted(by:), sort(), sort(by:): closures with untyped parameters, trailing
// closures, operators as functions, ties kept in order, and a big array.
struct Person {
  let name: String
  let age: Int
}

let names = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]
print(names.sorted())
print(names.sorted(by: >))
print(names.sorted { $0.count < $1.count })
print(names.sorted(by: { a, b in a.count > b.count }))
print(names)

var numbers = [5, -2, 9, 0, 5, 3]
numbers.sort()
print(numbers)
numbers.sort(by: >)
print(numbers)
var threshold = 4
numbers.sort { x, y in
  let bx = x > threshold
  let by = y > threshold
  return bx && !by
}
print(numbers)
threshold = 0
print([2.5, -1.0, 0.5].sorted(), [Double]().sorted(), [7].sorted(by: <))

let people = [Person(name: "Ann", age: 30), Person(name: "Bob", age: 25), Person(name: "Cid", age: 30),
              Person(name: "Dee", age: 25)]
let byAge = people.sorted { $0.age < $1.age }
print(byAge.map { $0.name })

struct Board {
  var cells: [Int]
  mutating func order() { cells.sort() }
}
var board = Board(cells: [3, 1, 2])
let before = board
board.order()
print(board.cells, before.cells)

var seed = 42
var big: [Int] = []
for _ in 0..<2000 {
  seed = (seed * 1103515245 + 12345) % 2147483648
  big.append(seed % 1000)
}
let ascending = big.sorted()
var ok = true
for i in 1..<ascending.count where ascending[i - 1] > ascending[i] { ok = false }
let descending = big.sorted(by: >)
print(ok, ascending.count, ascending[0], ascending[1999], descending[0], descending[1999])
var strings = big.map { "s\($0)" }
strings.sort()
print(strings[0], strings[1999])

func ordered<T: Comparable>(_ list: [T]) -> [T] { list.sorted() }
print(ordered([3, 2, 1]), ordered(["b", "a"]))
