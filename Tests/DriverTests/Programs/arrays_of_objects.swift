// Arrays of structs and classes: copies of values, shared references.
struct Item { var name: String; var qty: Int }
final class Node { var value: Int; init(_ v: Int) { value = v } }
var items = [Item(name: "pen", qty: 2), Item(name: "cup", qty: 1)]
var snapshot = items
items[0].qty += 10
print(items[0].qty, snapshot[0].qty)
snapshot.append(Item(name: "map", qty: 3))
var total = 0
for it in snapshot { total += it.qty }
print("total", total)
let nodes = [Node(1), Node(2)]
let alias = nodes
alias[0].value = 99
print(nodes[0].value, nodes.count)
