// enumerated() and reversed() as for-in sequences, init(repeating:count:) in its
// spellings, and closures whose parameter types come from the context.
final class Token {
  let id: Int
  init(_ id: Int) { self.id = id }
  deinit { print("deinit token \(id)") }
}

let fruits = ["apple", "pear", "fig"]
for (index, fruit) in fruits.enumerated() {
  print(index, fruit)
}
for pair in fruits.enumerated() where pair.offset != 1 {
  print(pair.offset, pair.element, pair)
}
for fruit in fruits.reversed() {
  if fruit == "apple" { break }
  print(fruit)
}
for (i, _) in [Int]().enumerated() { print(i) }

let zeros = [Int](repeating: 0, count: 3)
let halves = Array(repeating: 0.5, count: 2)
let words = Array<String>(repeating: "ab", count: 2)
var inferred: [Double] = Array(repeating: 1, count: 2)
inferred[1] = 2
print(zeros, halves, words, inferred, [String](repeating: "x", count: 0))
let empty = Array<Int>()
let empty2: [String] = Array()
print(empty, empty2, empty.count)

func tokens() {
  let shared = Token(7)
  let many = Array(repeating: shared, count: 3)
  print(many.count, many[2].id)
}
tokens()

func apply(_ values: [Int], using transform: (Int) -> Int) -> [Int] {
  values.map(transform)
}
func visit(label: String, each: (String, Int) -> Void) {
  each(label, 1)
  each(label, 2)
}
print(apply([1, 2]) { x in x * 10 })
visit(label: "v") { name, n in
  let line = "\(name)\(n)"
  print(line)
}
let compare: (Int, Int) -> Bool = { a, b in a > b }
print(compare(2, 1))
