// `weak` and `unowned` locals and globals: they do not keep the instance alive.
class Node {
  let name: String
  init(_ name: String) { self.name = name; print("init \(name)") }
  deinit { print("deinit \(name)") }
}

weak var globalWeak: Node? = nil
var keeper: Node? = Node("global")
globalWeak = keeper
print(globalWeak?.name ?? "nil")
keeper = nil
print(globalWeak == nil)

func local() {
  weak var w: Node? = Node("temporary")
  print(w == nil)
  let strong = Node("kept")
  w = strong
  print(w?.name ?? "nil")
  unowned let u = strong
  print(u.name)
  unowned var v: Node = strong
  print(v.name)
  v = strong
  print("end of local")
}
local()

func inferred() {
  let n = Node("inferred")
  weak var w = n
  print(w!.name)
}
inferred()

func captured() -> () -> String {
  let n = Node("captured")
  weak var w = n
  let f = { w?.name ?? "gone" }
  print(f())
  w = nil
  print(f())
  return f
}
let f = captured()
print(f())

do {
  var strong: Node? = Node("scoped")
  weak var w = strong
  print(w != nil)
  strong = nil
  print(w == nil)
}
print("done")

// An unowned global, a weak global with an observer, `weak let`, an unowned capture.
let root = Node("root")
unowned let globalOwner = root
print(globalOwner.name)
weak var observed: Node? = nil {
  didSet { print("didSet \(oldValue?.name ?? "nil") -> \(observed?.name ?? "nil")") }
}
observed = root
func more() {
  weak let w = root
  print(w?.name ?? "nil")
  let n = Node("n")
  unowned let u = n
  let c = { print(u.name) }
  c()
  var opt: Node? = Node("opt")
  weak var ow = opt
  ow?.name.isEmpty == false ? print("has") : print("none")
  opt = nil
  print(ow === nil)
}
more()
