// A closure in a labeled (or numbered) tuple element called as `t.name()`.
func makeCounter() -> (increment: () -> Int, reset: () -> Void) {
  var count = 0
  return ({ count += 1; return count }, { count = 0 })
}
let c = makeCounter()
print(c.increment(), c.increment())
c.reset()
print(c.increment())
let ops = ({ (a: Int, b: Int) in a + b }, { (a: Int, b: Int) in a * b })
print(ops.0(2, 3), ops.1(2, 3))
var pair = (name: "x", transform: { (s: String) -> String in s.uppercased() })
pair.transform = { $0 + "!" }
print(pair.transform(pair.name))
