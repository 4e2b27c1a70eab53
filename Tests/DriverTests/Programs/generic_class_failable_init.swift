// Failable initializers of generic classes: a failure frees the object (and releases
// what was stored, or runs deinit when it was whole), before or after every property
// is set, also through a superclass's failable initializer.
class Tracked {
  let label: String
  init(_ label: String) { self.label = label }
  deinit { print("released", label) }
}

class Slot<T> {
  var value: T
  var tag: String
  init?(_ value: T, tag: String) {
    if tag.isEmpty { return nil }
    self.value = value
    self.tag = tag
    if tag == "late" { return nil }
  }
  init?(copying other: Slot<T>?) {
    guard let other = other else { return nil }
    self.value = other.value
    self.tag = other.tag + "'"
  }
  deinit { print("deinit", tag) }
}

class Base {
  let name: String
  init?(name: String) {
    self.name = name
    if name == "bad" { return nil }
  }
  deinit { print("base deinit", name) }
}

class Pair<T>: Base {
  let first: T
  init?(_ first: T, name: String) {
    self.first = first
    super.init(name: name)
  }
}

for tag in ["a", "", "late"] {
  let s = Slot(Tracked("t-" + tag), tag: tag)
  print(tag, s == nil ? "nil" : "made")
}
let words = Slot(["x", "y"], tag: "")
print(words == nil)
let copy = Slot(copying: Slot(3, tag: "n"))
print(copy?.tag ?? "none", copy?.value ?? 0)
let none = Slot<Int>(copying: nil)
print(none == nil)
let p = Pair(Tracked("p1"), name: "ok")
print(p?.name ?? "nil")
let q = Pair(Tracked("p2"), name: "bad")
print(q?.name ?? "nil")
