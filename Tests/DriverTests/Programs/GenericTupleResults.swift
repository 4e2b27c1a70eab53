// A generic function's tuple result has the call's generic arguments substituted in
// each element (an associated type too), whether the tuple is kept, indexed or
// destructured.
protocol Labelled {
  associatedtype Label
  var label: Label { get }
}
struct Box: Labelled {
  var n: Int
  var label: String { "box" + String(n) }
}
func withLabel<L: Labelled>(_ x: L) -> (L, L.Label) { (x, x.label) }
func swapped<A, B>(_ a: A, _ b: B) -> (first: B, second: A) { (b, a) }

let (box, name) = withLabel(Box(n: 1))
print(box.n, name)
let t = withLabel(Box(n: 2))
print(t.0.n, t.1, type(of: t.1))
let s = swapped(1, "one")
print(s.first, s.second, type(of: s))
