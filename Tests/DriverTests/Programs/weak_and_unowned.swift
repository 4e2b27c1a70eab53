// `weak` properties become nil when their instance is deinitialized (and never keep it
// alive); `unowned` ones read the instance while it lives. Observers of a weak property
// run on assignment, not when ARC clears it.
class Node {
  let name: String
  weak var parent: Node?
  var children: [Node] = []
  init(_ name: String) { self.name = name }
  deinit { print("\(name) deinit") }
}
class Watcher {
  weak var target: Node? {
    willSet { print("will watch \(newValue?.name ?? "nothing")") }
    didSet { print("was watching \(oldValue?.name ?? "nothing")") }
  }
}
class Badge {
  let number: Int
  unowned let owner: Node
  init(number: Int, owner: Node) {
    self.number = number
    self.owner = owner
  }
  deinit { print("badge \(number) deinit") }
}

var root: Node? = Node("root")
let leaf = Node("leaf")
leaf.parent = root
root!.children.append(leaf)
print(leaf.parent?.name ?? "none", leaf.parent === root)

let watcher = Watcher()
watcher.target = root
print("watching", watcher.target?.name ?? "nothing")
root = nil
print("after root = nil:", leaf.parent == nil, watcher.target == nil)
watcher.target = leaf
watcher.target = nil

do {
  let temporary = Node("temporary")
  leaf.parent = temporary
  print(leaf.parent!.name)
}
print(leaf.parent?.name ?? "parent gone")

var keeper: Node? = Node("keeper")
let badge = Badge(number: 7, owner: keeper!)
print("badge \(badge.number) of \(badge.owner.name)")
let owner = badge.owner
keeper = nil
print("still \(owner.name)")
var badges = [Badge(number: 8, owner: leaf)]
print(badges[0].owner.name)
badges.removeLast()
print("end")
