// A mutating method of a protocol extension mutates `self` (a struct's, a generic
// struct's, a class's reference), through the protocol's settable requirements.
protocol Named { var name: String { get set } }
extension Named {
  mutating func rename(_ n: String) { name = n }
  mutating func shout() { name.append("!") }
  mutating func reset() { self.rename("none") }
}
struct P: Named { var name: String }
final class C: Named { var name: String; init(name: String) { self.name = name } }
struct G<T>: Named { var name: String; var v: T }
var p = P(name: "a"); p.rename("b"); p.shout(); print(p.name)
let c = C(name: "c"); var c2 = c; c2.shout(); print(c.name, c2.name)
var g = G(name: "g", v: 1); g.shout(); g.shout(); print(g.name); g.reset(); print(g.name)
func touch<T: Named>(_ x: inout T) { x.shout() }
touch(&p); print(p.name)
var arr = [P(name: "x"), P(name: "y")]
arr[1].shout(); print(arr.map { $0.name })
protocol Counter { var count: Int { get set } }
extension Counter { mutating func increment(by n: Int = 1) { count += n } }
struct K: Counter { var count = 0 }
var k = K(); k.increment(); k.increment(by: 5); print(k.count)
