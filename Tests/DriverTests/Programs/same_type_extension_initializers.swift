// Initializers and members of a generic struct's extension under a same-type
// requirement: `self.init` delegates to the memberwise initializer specialized for
// `self`'s type, a call infers the parameter the extension fixes, and the type's name
// alone is `Box<Int, B>` there.
struct Box<A, B> { var a: A; var b: B }
extension Box where A == Int {
  init(b: B) { self.init(a: 0, b: b) }
  init(b: B, twice: Bool) { self.a = twice ? 2 : 1; self.b = b }
  func incremented() -> Box<Int, B> { Box(a: a + 1, b: b) }
  static func zero(_ b: B) -> Box<Int, B> { Box(a: 0, b: b) }
}
extension Box where A == B {
  init(both: A) { self.init(a: both, b: both) }
}
extension Box {
  init(pair: (A, B)) { self.init(a: pair.0, b: pair.1) }
}
let x = Box(b: "hi")
print(x.a, x.b)
print(x)
let y: Box<Int, Double> = Box(b: 2.5)
print(y)
print(Box<Int, String>(b: "s", twice: true).incremented())
print(Box<Int, Bool>.zero(true))
print(Box(both: "same"), Box<Int, Int>(both: 4))
print(Box(pair: (1, "x")), Box(pair: ([1], 2.5)))
let boxes = ["p", "q"].map { Box(b: $0) }
print(boxes.map { $0.a + 1 })
