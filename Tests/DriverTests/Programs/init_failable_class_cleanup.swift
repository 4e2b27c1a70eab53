// Failable class initializers: what is released when they fail, and in which order.
class Token {
  let name: String
  init(_ name: String) { self.name = name; print("make \(name)") }
  deinit { print("free \(name)") }
}

class Base {
  var first: Token
  var label = "base"
  init?(stage: Int) {
    first = Token("base.first")
    if stage == 1 { return nil }  // every property set: self is released, deinits run
    print("base ready")
    if stage == 2 { return nil }
  }
  init?(early: Bool) {
    if early { return nil }  // nothing set yet
    first = Token("early.first")
  }
  deinit { print("deinit Base \(label)") }
}

class Derived: Base {
  var second: Token
  var note: String?
  init?(stage: Int, own: Bool) {
    second = Token("derived.second")
    if own { return nil }  // before super.init: only this class's properties are released
    super.init(stage: stage)
    note = "set"
    print("derived ready")
    if stage == 3 { return nil }  // after super.init: released, deinits run
  }
  deinit { print("deinit Derived") }
}

for stage in 0...3 {
  print("-- stage \(stage)")
  let d = Derived(stage: stage, own: false)
  print(d == nil ? "nil" : "object \(d!.first.name)")
}
print("-- own")
print(Derived(stage: 0, own: true) == nil)
print("-- early")
print(Base(early: true) == nil)
let b = Base(early: false)
print(b?.first.name ?? "none")
