// A generic type's `where` clause on an associated type of its own parameter: inside
// the type and its extensions `Base.Element` is a Sequence (its `Iterator` and
// `Element` name types), and a constrained extension of a library sequence type
// whose Element is its base's (`Base.Element`) is used on it as on an array.
struct Pairs<Base: Sequence> where Base.Element: Sequence {
  var base: Base
}

extension Pairs: Sequence {
  struct Iterator: IteratorProtocol {
    var outer: Base.Iterator
    var inner: Base.Element.Iterator?
    var index = 0
    init(outer: Base.Iterator) { self.outer = outer }
    mutating func next() -> (Int, Base.Element.Element)? {
      while true {
        if inner != nil, let e = inner!.next() { return (index, e) }
        guard let s = outer.next() else { return nil }
        index += 1
        inner = s.makeIterator()
      }
    }
  }
  func makeIterator() -> Iterator { return Iterator(outer: base.makeIterator()) }
}

extension Pairs where Base.Element.Element == String {
  func describe() -> String {
    var text = ""
    for (i, s) in self { text += "\(i):\(s) " }
    return text
  }
}

for (row, v) in Pairs(base: [[10, 20], [30]]) { print(row, v) }
print(Pairs(base: [["a"], ["b", "c"]]).describe())
print(Pairs(base: [Set([5])]).map { $0.1 })

protocol Container {
  associatedtype Item
  var count: Int { get }
  subscript(i: Int) -> Item { get }
}
struct Stack<Element>: Container {
  var items: [Element] = []
  var count: Int { return items.count }
  subscript(i: Int) -> Element { return items[i] }
}
struct Rows<C: Container> where C.Item: Container, C.Item.Item: Comparable {
  var rows: C
  func largest() -> C.Item.Item? {
    var best: C.Item.Item? = nil
    for i in 0..<rows.count {
      let row = rows[i]
      for j in 0..<row.count where best == nil || row[j] > best! { best = row[j] }
    }
    return best
  }
}
let grid = Stack(items: [Stack(items: [3, 8]), Stack(items: [5])])
print(Rows(rows: grid).largest()!)
print(Rows(rows: Stack(items: [Stack(items: ["pear", "fig"])])).largest()!)
print([3, 1, 2].reversed().contains(1), [[1], [2]].reversed().contains([2]))
