// Local functions: capturing the enclosing body's variables (and changing them),
// recursive, returned as values, nested, calling each other in order.
func chooseStep(backward: Bool) -> (Int) -> Int {
  func stepForward(input: Int) -> Int { return input + 1 }
  func stepBackward(input: Int) -> Int { return input - 1 }
  return backward ? stepBackward : stepForward
}
var value = -3
let move = chooseStep(backward: value > 0)
while value != 0 {
  print(value)
  value = move(value)
}

func counter(start: Int) -> () -> Int {
  var count = start
  func next() -> Int {
    count += 1
    return count
  }
  print(next(), next())
  return next
}
let c = counter(start: 10)
print(c(), c())

func factorial(_ n: Int) -> Int {
  func go(_ k: Int, _ acc: Int) -> Int {
    if k <= 1 { return acc }
    return go(k - 1, acc * k)
  }
  return go(n, 1)
}
print(factorial(10))

func total(_ items: [Int], bonus: Int) -> Int {
  var sum = 0
  func add(_ x: Int) { sum += x + bonus }
  func addAll() {
    for i in items { add(i) }
  }
  addAll()
  let twice = { addAll() }
  twice()
  return sum
}
print(total([1, 2, 3], bonus: 10))

struct Grid {
  var cells: [Int]
  func describe() -> String {
    func cell(_ i: Int) -> String { "[\(cells[i])]" }
    var out = ""
    for i in 0..<cells.count { out += cell(i) }
    return out
  }
  mutating func double() {
    func twice(_ x: Int) -> Int { x * 2 }
    for i in 0..<cells.count { cells[i] = twice(cells[i]) }
  }
}
var g = Grid(cells: [1, 2, 3])
g.double()
print(g.describe())

class Node {
  let name: String
  var children: [Node] = []
  init(_ name: String) { self.name = name }
  func flatten() -> [String] {
    var names: [String] = []
    func visit(_ n: Node, depth: Int) {
      var prefix = ""
      for _ in 0..<depth { prefix += "-" }
      names.append(prefix + n.name)
      for child in n.children { visit(child, depth: depth + 1) }
    }
    visit(self, depth: 0)
    return names
  }
}
let root = Node("root")
let a = Node("a")
a.children.append(Node("a1"))
root.children.append(a)
root.children.append(Node("b"))
print(root.flatten())
