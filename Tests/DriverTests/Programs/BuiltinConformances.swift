// Built-in types made to conform to a program's protocols by extensions: Array's own
// members witness the requirements, the associated type is inferred as Element, and
// the conformance is used through generic parameters, protocol extensions and an
// opaque result.
protocol Container {
  associatedtype Item
  mutating func append(_ item: Item)
  var count: Int { get }
  subscript(i: Int) -> Item { get }
}
extension Array: Container {}

struct Queue<T>: Container {
  var items: [T] = []
  mutating func append(_ item: T) { items.append(item) }
  var count: Int { items.count }
  subscript(i: Int) -> T { items[i] }
}

func allItemsMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
where C1.Item == C2.Item, C1.Item: Equatable {
  if a.count != b.count { return false }
  for i in 0..<a.count where a[i] != b[i] { return false }
  return true
}

func filled<C: Container>(_ c: C, with items: [C.Item]) -> C {
  var copy = c
  for x in items { copy.append(x) }
  return copy
}

func lastItem<C: Container>(_ c: C) -> C.Item? {
  c.count == 0 ? nil : c[c.count - 1]
}

extension Container {
  func second() -> Item { self[1] }
  var isSingle: Bool { count == 1 }
}
extension Container where Item: Comparable {
  func largest() -> Item {
    var best = self[0]
    for i in 1..<count where self[i] > best { best = self[i] }
    return best
  }
}
extension Container where Item == String {
  func shout() -> String {
    var s = ""
    for i in 0..<count { s += self[i].uppercased() }
    return s
  }
}

func wrap<T>(_ x: T) -> some Container {
  return [x, x]
}

var q = Queue<String>()
q.append("uno")
q.append("dos")
print(allItemsMatch(q, ["uno", "dos"]), allItemsMatch(q, ["uno", "tres"]), allItemsMatch(q, ["uno"]))
let grown = filled([1, 2], with: [3, 4])
print(grown, grown.count)
print(lastItem([Double]()) as Any, lastItem([1.5, 2.5]) as Any)
let words = ["a", "bb", "ccc"]
print(words.second(), words.isSingle, [7].isSingle)
print([3, 9, 4].largest(), words.largest())
print(words.shout())
let w = wrap(12)
let twelve = w[1]
print(twelve, type(of: twelve), w.count)
print(type(of: wrap("s")[0]))
var empty: [Int] = []
empty.append(5)
print(filled(empty, with: []), [Int]().isSingle)
print([10, 20, 30][5 - 4 * 1])
