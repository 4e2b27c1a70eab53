// `.init(...)` as an implicit member: the initializer of the type the context wants,
// a type nested in a generic type too (`Outer<T>.Inner`).
struct Outer<T> {
  struct Inner { var n: Int }
  struct Tagged { var tag: T }
  var value: T
  func make() -> Inner { .init(n: 1) }
  func tagged() -> Tagged { .init(tag: value) }
  func both() -> (Inner, Tagged) { (Inner(n: 2), Tagged(tag: value)) }
}
struct Plain {
  var n: Int
  init(n: Int) { self.n = n }
  init() { self.init(n: 42) }
}
class Node {
  let name: String
  init(name: String) { self.name = name }
}
enum Level: Int { case low = 1, high = 2 }
func plain() -> Plain { .init(n: 3) }
func node() -> Node { .init(name: "leaf") }
func takesPlain(_ p: Plain) -> Int { p.n }
let o = Outer(value: "v")
print(o.make().n, o.tagged().tag, o.both().0.n, o.both().1.tag)
print(Outer<Int>.Inner(n: 5).n, Outer<Double>.Tagged(tag: 1.5).tag)
let inner: Outer<Bool>.Inner = .init(n: 6)
print(inner.n)
print(plain().n, node().name, takesPlain(.init()), takesPlain(.init(n: 7)))
let level: Level? = .init(rawValue: 2)
print(level == .high)
let maybe: Plain? = .init(n: 8)
print(maybe?.n ?? 0)
var list: [Outer<Int>.Tagged] = [.init(tag: 1)]
list.append(.init(tag: 2))
print(list.map { $0.tag })
let i: Int = .init(3.5)
let d: Double = .init(2)
print(i, d)
