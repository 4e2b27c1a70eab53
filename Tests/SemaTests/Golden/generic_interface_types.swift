// The interface types of declarations in generic contexts, as -dump-ast shows them:
// the generic signature first (the type's parameters, then the function's, and their
// requirements in swiftc's order), and a generic type's `self` with its parameters.
struct Stack<Element> {
  var items: [Element] = []
  mutating func push(_ item: Element) { items.append(item) }
  func peek() -> Element? { items.last }
  subscript(i: Int) -> Element { items[i] }
  var count: Int { items.count }
  func mapped<R>(_ f: (Element) -> R) -> Stack<R> { Stack<R>(items: items.map(f)) }
}

extension Stack where Element: Equatable {
  func has(_ e: Element) -> Bool { items.contains(e) }
}

protocol Container {
  associatedtype Item
  func item() -> Item
}

func pick<T>(_ a: T, _ b: T) -> T { a }
func larger<T: Comparable, U>(_ a: T, _ u: U) -> T where U: Equatable { a }
func allEqual<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool where C1.Item == C2.Item, C1.Item: Equatable {
  a.item() == b.item()
}

func outer<T>(_ t: T) -> Int {
  func inner() -> Int { 1 }
  return inner()
}

final class Node<T> {
  var value: T
  init(_ value: T) { self.value = value }
  init<S: Sequence>(first s: S) where S.Element == T {
    var it = s.makeIterator()
    value = it.next()!
  }
}

// A protocol's generic methods: `Self`, then their own parameters and requirements.
protocol Shape {
  func describe<T>(_ x: T) -> String
  static func same<T: Equatable>(_ a: T, _ b: T) -> Bool
  mutating func absorb<T, U: Comparable>(_ t: T, _ u: U) where T: Hashable
}

extension Shape {
  func twice<T>(_ x: T) -> String { describe(x) + describe(x) }
}

struct Dot: Shape {
  func describe<T>(_ x: T) -> String { "dot \(x)" }
  static func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
  func absorb<T: Hashable, U: Comparable>(_ t: T, _ u: U) {}
}

var s = Stack<Int>()
s.push(1)
print(s.peek() ?? 0, s[0], s.count, s.mapped { "\($0)" }.items, s.has(1), pick(1, 2), larger(1, "a"), outer(1),
      Node(3).value, Node(first: [4]).value, Dot().twice(1))
