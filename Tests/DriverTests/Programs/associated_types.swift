// Associated types: conformances infer them from their witnesses (a generic struct's
// in terms of its own parameter), generic functions use C.Item and constrain it.
protocol Container {
  associatedtype Item
  mutating func append(_ item: Item)
  var count: Int { get }
  func item(at i: Int) -> Item
}
struct IntStack: Container {
  var items: [Int] = []
  mutating func append(_ item: Int) { items.append(item) }
  var count: Int { items.count }
  func item(at i: Int) -> Int { items[i] }
}
struct Stack<Element>: Container {
  var items: [Element] = []
  mutating func append(_ item: Element) { items.append(item) }
  var count: Int { items.count }
  func item(at i: Int) -> Element { items[i] }
}
func allItemsMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
  if a.count != b.count { return false }
  for i in 0..<a.count {
    if a.item(at: i) != b.item(at: i) { return false }
  }
  return true
}
func fill<C: Container>(_ c: inout C, with x: C.Item, times: Int) {
  for _ in 0..<times { c.append(x) }
}
func sum<C: Container>(_ c: C) -> Double where C.Item == Double {
  var total = 0.0
  for i in 0..<c.count { total += c.item(at: i) }
  return total
}
var a = Stack<Int>()
var b = IntStack()
fill(&a, with: 4, times: 2)
fill(&b, with: 4, times: 2)
print(allItemsMatch(a, b))
b.append(5)
a.append(6)
print(allItemsMatch(a, b), allItemsMatch(a, a))
var d = Stack<Double>()
fill(&d, with: 1.5, times: 3)
print(sum(d))
func first<C: Container>(_ c: C) -> C.Item { c.item(at: 0) }
func largest<C: Container>(_ c: C) -> C.Item? where C.Item: Comparable {
  var best: C.Item? = nil
  for i in 0..<c.count {
    let x = c.item(at: i)
    if let b = best { if x > b { best = x } } else { best = x }
  }
  return best
}
var words = Stack<String>()
fill(&words, with: "b", times: 1)
words.append("c")
words.append("a")
print(first(words), largest(words) ?? "-", largest(b) ?? 0)
let none: Int? = largest(Stack<Int>())
print(none)
