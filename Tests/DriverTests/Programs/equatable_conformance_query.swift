// A derived `==` compares every stored property whose type conforms to Equatable: a
// class through its superclass's `==`, dictionaries, sets, optionals of enums and
// nested arrays.
class Node: Equatable {
  let id: Int
  init(id: Int) { self.id = id }
  static func == (a: Node, b: Node) -> Bool { a.id == b.id }
}
final class Leaf: Node {}

enum Suit { case hearts, spades }

struct Entry: Equatable {
  var leaf: Leaf
  var names: [Int: String]
  var seen: Set<Int>
  var suit: Suit?
  var grid: [[Int]]
}

let a = Entry(leaf: Leaf(id: 1), names: [1: "one"], seen: [1, 2], suit: .hearts, grid: [[1], [2, 3]])
var b = a
print(a == b, a != b)
b.leaf = Leaf(id: 1)
print(a == b)
b.leaf = Leaf(id: 2)
print(a == b)
b = a
b.suit = nil
print(a == b)
b = a
b.grid[1].append(4)
print(a == b)
b = a
b.seen.insert(3)
print(a == b)
