// swiftc derives Equatable and Hashable for a generic struct, in the struct (its
// parameters constrained) or conditionally in an extension (where its arguments
// conform); Comparable is written (<), here conditionally too, and a generic class
// writes == and hash(into:). They are set elements and dictionary keys, compared,
// sorted and searched, also through generic functions.
final class Node<T: Hashable>: Hashable {
  let value: T
  init(_ value: T) { self.value = value }
  static func == (a: Node, b: Node) -> Bool { a.value == b.value }
  func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
struct Box<T> { var v: T }
extension Box: Equatable where T: Equatable {}
extension Box: Hashable where T: Hashable {}
extension Box: Comparable where T: Comparable {
  static func < (a: Box, b: Box) -> Bool { a.v < b.v }
}
struct Tagged<Tag: Hashable, Value: Hashable>: Hashable {
  var tag: Tag
  var values: [Value]
  var extra: Value?
}
func countDistinct<T: Hashable>(_ xs: [T]) -> Int { Set(xs).count }
func largest<T: Comparable>(_ xs: [T]) -> T? { xs.max() }
func describe<T: Hashable & CustomStringConvertible>(_ x: T) -> String { "\(x)" }

let nodes: Set<Node<String>> = [Node("a"), Node("b"), Node("a")]
print(nodes.count, nodes.contains(Node("b")), nodes.contains(Node("z")))
var byNode: [Node<Int>: String] = [:]
byNode[Node(1)] = "one"
byNode[Node(1)] = "uno"
print(byNode.count, byNode[Node(1)] ?? "none")
let nested: Set<Box<Box<Int>>> = [Box(v: Box(v: 1)), Box(v: Box(v: 1)), Box(v: Box(v: 2))]
print(nested.count, nested.contains(Box(v: Box(v: 2))))
let arrays: Set<Box<[Int]>> = [Box(v: [1, 2]), Box(v: [1, 2]), Box(v: [2, 1])]
print(arrays.count)
let t1 = Tagged(tag: "x", values: [1, 2], extra: nil)
let t2 = Tagged(tag: "x", values: [1, 2], extra: 3)
print(t1 == t2, t1 == Tagged(tag: "x", values: [1, 2], extra: nil), Set([t1, t2, t1]).count)
print(countDistinct([Box(v: 1), Box(v: 2), Box(v: 1)]), countDistinct([Node(1.5), Node(1.5)]))
let boxes = [Box(v: "pear"), Box(v: "apple"), Box(v: "fig")]
print(boxes.sorted().map(\.v), largest(boxes)!.v, boxes.min()!.v)
print(boxes.firstIndex(of: Box(v: "fig"))!, boxes.contains(Box(v: "kiwi")))
print(Box(v: 1) < Box(v: 2), Box(v: 3) <= Box(v: 2), Box(v: 3) > Box(v: 2), Box(v: 2) >= Box(v: 2))
print(Box(v: 1).hashValue == Box(v: 1).hashValue, Node(7).hashValue == Node(7).hashValue)
var counts: [Box<Character>: Int] = [:]
for c in "hello" { counts[Box(v: c), default: 0] += 1 }
print(counts[Box<Character>(v: "l")]!, counts.count)
print(boxes.sorted(by: >).map(\.v))
