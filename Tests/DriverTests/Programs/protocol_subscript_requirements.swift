// Subscript requirements in protocols: witnessed by a struct's or class's subscript
// (element type an associated type), used on generic parameters.
protocol Container {
  associatedtype Item
  mutating func append(_ item: Item)
  var count: Int { get }
  subscript(i: Int) -> Item { get }
}
struct Stack<Element>: Container {
  var items: [Element] = []
  mutating func append(_ item: Element) { items.append(item) }
  var count: Int { items.count }
  subscript(i: Int) -> Element { return items[i] }
}
final class Log: Container {
  var lines: [String] = []
  func append(_ item: String) { lines.append(item) }
  var count: Int { lines.count }
  subscript(i: Int) -> String { "\(i): " + lines[i] }
}
func allItemsMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
  if a.count != b.count { return false }
  for i in 0..<a.count {
    if a[i] != b[i] { return false }
  }
  return true
}
func last<C: Container>(_ c: C) -> C.Item { c[c.count - 1] }
var s = Stack<String>()
s.append("uno"); s.append("dos")
var t = Stack<String>()
t.append("uno"); t.append("dos")
print(allItemsMatch(s, t), last(s))
let log = Log()
log.append("a"); log.append("b")
print(last(log), allItemsMatch(log, s))
