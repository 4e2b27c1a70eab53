// Observed properties holding class references: each value is released exactly once
// (willSet borrows the new value, didSet the old one, then the old one is released).
class Probe {
    let n: Int
    init(_ n: Int) { self.n = n; print("+\(n)") }
    deinit { print("-\(n)") }
}
var held: Probe = Probe(0) {
    willSet { print("will \(newValue.n)") }
    didSet { print("did \(oldValue.n)") }
}
held = Probe(1)
held = Probe(2)
struct Box {
    var p = Probe(10) { didSet { print("box did \(oldValue.n) \(p.n)") } }
}
var b = Box()
b.p = Probe(11)
func swapIn(_ x: inout Probe) { x = Probe(12) }
swapIn(&b.p)
print("end")
