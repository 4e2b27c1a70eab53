// Casts to a protocol a generic class conforms to (in its declaration or an
// extension), from `Any`, `AnyObject` and a generic parameter's value: an instance of a
// specialization, of a generic or non-generic subclass, or in an Optional in an `Any`.
protocol P { func name() -> String }
class Box<T>: P { var v: T; init(_ v: T) { self.v = v }; func name() -> String { "Box(\(v))" } }
class SubBox<T>: Box<T> { override func name() -> String { "SubBox(\(v))" } }
class IntBox: Box<Int> { override func name() -> String { "IntBox(\(v))" } }
class Pair<A, B> { var a: A; var b: B; init(_ a: A, _ b: B) { self.a = a; self.b = b } }
extension Pair: P { func name() -> String { "Pair(\(a), \(b))" } }
class Unrelated<T> { }
struct S: P { func name() -> String { "S" } }
let xs: [Any] = [Box(1), Box("a"), SubBox(2.5), IntBox(7), Pair(1, "x"), Unrelated<Int>(), S(), 5, Optional(Box(3)) as Any]
for x in xs {
  if let p = x as? P { print(p.name()) } else { print("no") }
}
print(xs.map { $0 is P })
let o: AnyObject = SubBox("s")
print((o as? P)?.name() ?? "-")
func g<T>(_ t: T) -> String { (t as? P)?.name() ?? "none" }
print(g(Box(9)), g(Unrelated<String>()), g(IntBox(4)))
let forced = xs[0] as! P
print(forced.name())
if let c = xs[1] as? CustomStringConvertible { print(c) } else { print("not CSC") }
