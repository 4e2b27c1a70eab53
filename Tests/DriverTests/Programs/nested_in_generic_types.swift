// Types nested in generic types: they use the outer type's generic parameters and are
// specialized with its arguments (`Stack<Int>.Iterator`).
struct Stack<Element> {
  var items: [Element] = []
  mutating func push(_ e: Element) { items.append(e) }

  struct Iterator: IteratorProtocol {
    var items: [Element]
    var index = 0
    mutating func next() -> Element? {
      guard index < items.count else { return nil }
      index += 1
      return items[index - 1]
    }
  }

  func makeIterator() -> Iterator { Iterator(items: items) }
}

extension Stack: Sequence {}

extension Stack {
  struct Node {
    var value: Element
    var depth: Int
    static var name: String { "Node" }
    func describe() -> String { "\(Node.name) \(value) at \(depth)" }
  }

  func top() -> Node? { items.last.map { Node(value: $0, depth: items.count) } }
  func nodes() -> [Node] {
    var result: [Node] = []
    for (i, item) in items.enumerated() { result.append(Node(value: item, depth: i + 1)) }
    return result
  }
}

struct Outer<T> {
  struct Inner {
    var t: T
    func show() -> String { "Inner(\(t))" }
    struct Deep {
      var pair: (T, T)
    }
  }
  var inner: Inner
}

struct Pair<K, V> {
  struct Entry: CustomStringConvertible {
    var key: K
    var value: V
    var description: String { "\(key) => \(value)" }
  }
  var entries: [Entry] = []
  mutating func add(_ k: K, _ v: V) { entries.append(Entry(key: k, value: v)) }
}

class Tree<T> {
  enum Shape {
    case leaf(T)
    case pair(T, T)
    case empty
  }
  var shape: Shape
  init(_ s: Shape) { shape = s }
  func sum(_ add: (T, T) -> T) -> T? {
    switch shape {
    case .leaf(let x): return x
    case .pair(let a, let b): return add(a, b)
    case .empty: return nil
    }
  }
}

struct Registry<ID> {
  final class Token {
    let id: ID
    init(_ id: ID) { self.id = id; print("token \(id)") }
    deinit { print("token \(id) released") }
  }
  var tokens: [Token] = []
}

var s = Stack<Int>()
s.push(1)
s.push(2)
s.push(3)
for x in s { print(x) }
var it = s.makeIterator()
print(it.next() as Any, type(of: it))
print(s.top()!, type(of: s.top()!), s.top()!.describe())
print(s.nodes())
let words = Stack<String>(items: ["a", "b"])
print(words.top() as Any, words.items)

let o = Outer<String>(inner: Outer<String>.Inner(t: "hi"))
print(o.inner.show(), o, type(of: o.inner))
let d = Outer<Int>.Inner.Deep(pair: (1, 2))
print(d, d.pair.0 + d.pair.1, type(of: d))

var p = Pair<String, Int>()
p.add("one", 1)
p.add("two", 2)
print(p.entries, p.entries[0])
let e: Pair<Int, Bool>.Entry = Pair<Int, Bool>.Entry(key: 7, value: true)
print(e, type(of: e))

let t = Tree<Int>(.pair(1, 2))
print(t.shape, type(of: t.shape), t.sum(+) as Any)
let leaf = Tree<String>(.leaf("x"))
print(leaf.shape, leaf.sum(+) as Any)
let empty: Tree<Double>.Shape = .empty
print(empty, Tree(empty).sum(+) as Any)
if case .pair(let a, _) = t.shape { print("first", a) }

do {
  var r = Registry<String>()
  r.tokens.append(Registry<String>.Token("a"))
  r.tokens.append(Registry<String>.Token("b"))
  print(r.tokens.map { $0.id }, type(of: r.tokens[0]))
}
print("done")
