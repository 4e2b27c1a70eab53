// Witnesses of generic types through existentials: a protocol extension's default
// implementation, an inherited protocol's conformance, a generic parameter's value and
// nested specializations.
protocol Describable { func describe() -> String; static func kind() -> String; var tag: String { get } }
extension Describable { func describe() -> String { "default \(tag)" } }
protocol Fancy: Describable { func fancy() -> String }
struct Pair<A, B>: Fancy {
  var a: A; var b: B
  var tag: String { "(\(a), \(b))" }
  static func kind() -> String { "pair" }
  func fancy() -> String { "*\(tag)*" }
}
let d: Describable = Pair(a: 1, b: "x")
print(d.describe(), d.tag)
let f: any Fancy = Pair(a: 2.5, b: [1])
print(f.fancy())
func erase<T: Fancy>(_ x: T) -> any Describable { x }
print(erase(Pair(a: true, b: 0)).describe())
func id<T>(_ x: T) -> T { x }
let e: any Fancy = id(Pair(a: 1, b: 2))
print(e.fancy())
struct Wrap<T: Describable>: Describable {
  var inner: T
  var tag: String { "wrap " + inner.tag }
  static func kind() -> String { "wrap of " + T.kind() }
}
let w: [Describable] = [Wrap(inner: Pair(a: 1, b: 1)), Wrap(inner: Wrap(inner: Pair(a: 0, b: "z")))]
for x in w { print(x.describe()) }
print(w.map { $0.tag })
