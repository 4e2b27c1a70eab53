// where clauses: constrained extensions of a generic struct (members only for the
// arguments that meet them, each checked with its requirement) and requirements on
// a generic function's own parameters.
struct Stack<Element> {
  var items: [Element] = []
  mutating func push(_ item: Element) { items.append(item) }
}
extension Stack where Element: Equatable {
  func isTop(_ item: Element) -> Bool {
    guard let top = items.last else { return false }
    return top == item
  }
  var hasDuplicateTop: Bool { items.count > 1 && items[items.count - 1] == items[items.count - 2] }
}
extension Stack where Element: Comparable {
  func largest() -> Element? {
    var best: Element? = nil
    for x in items {
      if let b = best { if x > b { best = x } } else { best = x }
    }
    return best
  }
}
func same<T>(_ a: T, _ b: T) -> Bool where T: Equatable { a == b }
func count<T, U>(_ a: [T], _ u: U) -> Int where T: Comparable, U: Equatable { a.count }
var s = Stack<String>()
s.push("uno"); s.push("dos"); s.push("dos")
print(s.isTop("dos"), s.isTop("uno"), s.hasDuplicateTop, s.largest() ?? "-")
var n = Stack<Int>()
print(n.isTop(1), n.largest())
n.push(3); n.push(9); n.push(4)
print(n.largest()!, same(1, 1), same("a", "b"), count([1], "x"))
