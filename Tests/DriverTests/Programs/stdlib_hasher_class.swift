// A class is Hashable by its written == and hash(into:) (swiftc derives nothing for a
// class): a set element and a dictionary key, retained while the table holds it.
var freed = 0
final class Node: Hashable {
  let id: Int
  init(id: Int) { self.id = id }
  deinit { freed += 1 }
  static func == (a: Node, b: Node) -> Bool { a.id == b.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
func run() {
  var seen: Set<Node> = [Node(id: 1), Node(id: 1), Node(id: 2)]
  seen.insert(Node(id: 3))
  seen.remove(Node(id: 1))
  var names: [Node: String] = [Node(id: 3): "c"]
  names[Node(id: 3)] = "d"
  print(seen.count, names.count, names[Node(id: 3)] ?? "none")
}
run()
print(freed)
var h = Hasher()
h.combine(Node(id: 4))
print(Node(id: 5).hashValue == Node(id: 5).hashValue, freed)
