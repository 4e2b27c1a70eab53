// A protocol extension's initializers constructing classes: a final class, a non-final
// one with 'required' initializers (a subclass's own override, or the one it inherits,
// constructs the subclass), a generic class, failable ones; then through generic
// functions, `T(copy: T())`, with `T` a protocol's or a superclass's.
protocol Tagged {
  init()
  var tag: String { get set }
}
extension Tagged {
  init(tagged t: Int) {
    self.init()
    tag = "#\(t)"
  }
  init?(even t: Int) {
    if t % 2 != 0 { return nil }
    self.init(tagged: t)
  }
  init(copy: Self) {
    self.init()
    tag = copy.tag + "'"
  }
}
protocol Named { init(name: String) }
extension Named {
  init(twice name: String) { self.init(name: name + name) }
}
final class Card: Tagged {
  var tag = ""
  init() { print("Card.init") }
  deinit { print("Card deinit \(tag)") }
}
class Node: Tagged, Named {
  var tag = "node"
  let name: String
  required init() {
    name = "-"
    print("Node.init \(type(of: self))")
  }
  required init(name: String) { self.name = name }
  deinit { print("Node deinit \(tag) \(name)") }
}
class Leaf: Node {
  required init() {
    print("Leaf.init")
    super.init()
  }
  required init(name: String) {
    print("Leaf.init(name:)")
    super.init(name: name)
  }
}
class Twig: Node {}
class Box<X>: Tagged {
  var tag = "box"
  var x: X?
  required init() { print("Box<\(X.self)>.init") }
}
struct Plain: Tagged {
  var tag = "plain"
}

func make<T: Tagged>(_: T.Type) -> T { T(copy: T(tagged: 9)) }
func fresh<T: Tagged>() -> T { T() }
func viaBase<T: Node>(_: T.Type) -> T { T(name: "base") }

do {
  let c = Card(tagged: 1)
  print(c.tag)
  print(Card(even: 3) == nil)
  let n = Node(tagged: 2)
  print(n.tag, n.name, type(of: n))
  let l = Leaf(tagged: 3)
  print(l.tag, type(of: l))
  let t = Twig(tagged: 4)
  print(t.tag, type(of: t))
  let w = Twig(twice: "ab")
  print(w.name, type(of: w))
  let lw = Leaf(twice: "cd")
  print(lw.name, type(of: lw))
  if let e = Leaf(even: 6) { print(e.tag, type(of: e)) }
  print(Leaf(even: 7) == nil)
  let b = Box<Int>(tagged: 5)
  print(b.tag, type(of: b))
  let copied = Leaf(copy: l)
  print(copied.tag, type(of: copied))
}
do {
  print(make(Card.self).tag)
  let m = make(Leaf.self)
  print(m.tag, type(of: m))
  print(make(Plain.self).tag, make(Box<String>.self).tag)
  let f: Twig = fresh()
  print(f.tag, type(of: f))
  let v = viaBase(Leaf.self)
  print(v.name, type(of: v))
}
print("end")
