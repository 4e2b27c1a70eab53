// Generic structs: specialized per argument list, members used through bound types.
struct Stack<Element> {
  var items: [Element] = []
  mutating func push(_ item: Element) {
    items.append(item)
  }
  mutating func pop() -> Element {
    return items.removeLast()
  }
  func peek() -> Element? {
    return items.isEmpty ? nil : items[items.count - 1]
  }
}

extension Stack {
  var count: Int { items.count }
  subscript(i: Int) -> Element {
    get { items[i] }
    set { items[i] = newValue }
  }
  mutating func pushTwice(_ item: Element) {
    push(item)
    self.push(item)
  }
}

struct Pair<First, Second> {
  var first: First
  var second: Second
  func swapped() -> Pair<Second, First> {
    return Pair<Second, First>(first: second, second: first)
  }
  func describe() -> String {
    return "(\(first), \(second))"
  }
}

var strings = Stack<String>()
strings.push("uno")
strings.pushTwice("dos")
print(strings.count, strings.pop(), strings.count)
print(strings.peek() ?? "empty")
strings[0] = "one"
print(strings[0], strings)

var numbers = Stack<Int>(items: [1, 2])
numbers.push(3)
print(numbers, [numbers], numbers.peek())
print(numbers.items.count)

var nested = Stack<Stack<Int>>()
nested.push(numbers)
nested.push(Stack<Int>())
print(nested)
print(nested[0].pop(), nested.count)

let p = Pair<Int, String>(first: 1, second: "a")
let q = p.swapped()
print(p, q, q.describe())
print(Pair<[Int], Double?>(first: [1], second: nil))
var empty = Stack<Double>()
print(empty.peek(), empty.count)
empty.push(2.5)
print(empty.pop())
