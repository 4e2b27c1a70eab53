// swiftc derives Equatable, Comparable and Hashable for a generic enum, in the enum
// (its parameters constrained) or conditionally in an extension (where its
// arguments conform): == and < by cases then associated values, hash(into:).
enum Box<T: Equatable>: Equatable {
  case one(T)
  case none
}
enum Pair<A, B> {
  case both(A, B)
  case left(A)
  case empty
}
extension Pair: Equatable where A: Equatable, B: Equatable {}
extension Pair: Hashable where A: Hashable, B: Hashable {}
enum Tree<T: Comparable>: Comparable {
  case leaf(T)
  case node(T, Int)
}
print(Box.one(1) == Box.one(1), Box.one("a") == .one("b"), Box<Int>.none == .none, Box.one(2) != .none)
let p: Pair<Int, String> = .both(1, "x")
print(p == .both(1, "x"), p == .left(1), Pair<Int, String>.empty == .empty)
let s: Set<Pair<Int, String>> = [.both(1, "x"), .left(2), .empty, .both(1, "x")]
print(s.count, s.contains(.left(2)), s.contains(.left(3)))
print(Tree.leaf(1) < Tree.leaf(2), Tree.node(1, 5) < .leaf(9), [Tree.node(2, 1), .leaf(3), .node(1, 9), .leaf(1)].sorted())
func same<E: Equatable>(_ a: E, _ b: E) -> Bool { a == b }
print(same(Box.one([1, 2]), .one([1, 2])))
func distinct<T: Hashable>(_ xs: [T]) -> Int { Set(xs).count }
enum Rank<T>: Comparable, Hashable { case low, mid, high }
enum Node<T> {
  case value(T)
  case pair(T, T)
  case empty
}
extension Node: Equatable where T: Equatable {}
extension Node: Hashable where T: Hashable {}
extension Node: Comparable where T: Comparable {}
print(Rank<Int>.low < .high, Rank<String>.high < .mid, [Rank<Int>.high, .low, .mid].sorted())
print(distinct([Rank<Int>.low, .low, .high]))
let nodes: [Node<String>] = [.value("a"), .pair("a", "b"), .empty, .value("a"), .pair("b", "a"), .empty]
print(distinct(nodes), nodes.sorted(), nodes.max()!)
var index: [Node<Int>: String] = [.value(1): "one", .pair(1, 2): "pair"]
index[.empty] = "empty"
index[.value(1)] = "uno"
print(index.count, index[.value(1)]!, index[.pair(2, 1)] ?? "-", index[.empty]!)
let nested: Set<Node<Node<Int>>> = [.value(.value(1)), .value(.value(1)), .value(.empty), .pair(.empty, .value(2))]
print(nested.count, nested.contains(.pair(.empty, .value(2))))
print(Node.value([1, 2]) == .value([1, 2]), Node<Double>.value(1.5) != .empty)
// Node<Opaque> is a Node, neither Equatable nor Hashable.
struct Opaque {}
func describe(_ n: Node<Opaque>) -> String {
  switch n {
  case .empty: return "empty"
  default: return "other"
  }
}
print(describe(.empty), describe(.value(Opaque())))
func isLess<T: Comparable>(_ a: T, _ b: T) -> Bool { a < b }
print(isLess(Node.value(1), .pair(0, 0)), isLess(Rank<Int>.high, .low), Pair<Int, Int>.left(1) != .left(1))
// Without associated values a generic enum compares and hashes by its cases, declared
// Equatable or not.
enum Grade<T>: Equatable { case low, high }
enum Level<T>: Hashable { case one, two }
enum Plain<T> { case a, b }
print(Grade<Int>.low == .low, Grade<String>.low != .high, [Grade<Int>.low, .high].contains(.high), Plain<Int>.a == .b)
let levels: Set<Level<Int>> = [.one, .two, .one]
let keyed: [Level<String>: Int] = [.one: 1, .two: 2]
print(levels.count, keyed[.two]!, same(Grade<Int>.high, .high), same(Level<Int>.one, .two))
// Through generic functions over the enum's parameter.
func eq<T: Equatable>(_ a: Box<T>, _ b: Box<T>) -> Bool { a == b }
func count<T: Hashable>(_ xs: [Node<T>]) -> Int { Set(xs).count }
func smallest<T: Comparable>(_ xs: [Node<T>]) -> Node<T>? { xs.min() }
print(eq(Box.one(1), .one(1)), eq(Box<String>.none, .one("a")))
print(count([Node.value(1), .value(1), .pair(1, 2)]), smallest([Node.pair(3, 1), .value(9), .empty])!)
print(Node.value(2) > .value(1), Node.pair(1, 2) <= .pair(1, 2), Node<Int>.empty >= .value(5))
indirect enum List<T: Comparable>: Comparable { case end, cons(T, List) }
let one: List<Int> = .cons(1, .cons(2, .end))
let two: List<Int> = .cons(1, .cons(3, .end))
print(one < two, two < one, one == one, List<Int>.end < one, [two, one, .end].sorted() == [.end, one, two])
