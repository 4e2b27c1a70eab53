// Generic initializers called in the ways Swift allows: an implicit member `.init`, an
// explicit `.init`, a variadic one, a failable one delegating, one of a nested type.
struct Stack<Element> {
  var items: [Element] = []
  init() {}
  init<S: Sequence>(_ elements: S) where S.Element == Element { for e in elements { items.append(e) } }
  init<T>(_ xs: T..., f: (T) -> Element) { items = xs.map(f) }
  init?<T: Equatable>(ifSame a: T, _ b: T, value: Element) { if a != b { return nil }; self.init([value]) }
  struct Inner { var n: Int; init<C: Collection>(_ c: C) { n = c.count } }
}
let a: Stack<Int> = .init([1, 2])
let b = Stack<String>.init(["x"])
let c = Stack(1, 2, f: { "\($0)" })
let d: Stack<Int>? = Stack([3])
let e = Stack(ifSame: 1, 1, value: "ok")
let none = Stack(ifSame: "a", "b", value: 0)
let f = Stack<Int>.Inner("abc")
print(a.items, b.items, c.items, d?.items ?? [], e?.items ?? [], f.n, none == nil)
