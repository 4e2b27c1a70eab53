// Generic initializers of classes: designated ones (inherited by a subclass too),
// convenience ones constructing their own class, and a generic class's, called from a
// subclass's `super.init`.
class Base {
  var names: [String]
  init<T>(_ xs: [T]) { names = xs.map { "\($0)" } }
  convenience init<T>(single x: T) { self.init([x]) }
  required init() { names = [] }
  func show() -> String { "Base \(names)" }
}
class Sub: Base {
  var extra = 1
  override func show() -> String { "Sub \(names) \(extra)" }
}
class Sub2: Base {
  init<T>(pair a: T, _ b: T) { super.init([a, b]) }
  required init() { super.init() }
  convenience init<U: Equatable>(same a: U, _ b: U) { self.init(pair: a == b, true) }
}
class G<X> {
  var x: X
  var tag: String
  init<T>(_ x: X, tag: T) { self.x = x; self.tag = "\(tag)" }
}
class GS: G<Int> {
  init() { super.init(7, tag: [1.5]) }
}
print(Sub([1]).show(), Base(single: "s").show(), Sub2(pair: 1, 2).names, Base(single: 2.5).names)
print(Sub2(same: "a", "b").names)
let g = G("x", tag: 3)
print(g.x, g.tag, GS().x, GS().tag)
