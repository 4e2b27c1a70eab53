// if let, guard let and while let with a tuple pattern: the payload destructured into
// the pattern's variables (they were never bound, and at top level failed to link).
class Box { let n: Int; init(_ n: Int) { self.n = n }; deinit { print("deinit", n) } }
let pair: (String, Int)? = ("a", 1)
if let (k, v) = pair { print(k, v) }
var a = [(1, "x"), (2, "y")]
while let (n, s) = a.popLast() { print(n, s) }
func f(_ p: (Box, Box)?) {
  if let (x, y) = p { print(x.n + y.n) } else { print("none") }
  guard let (x, _) = p else { print("guard none"); return }
  print("guard", x.n)
}
f((Box(1), Box(2)))
f(nil)
let none: (Int, Int)? = nil
if let (p, q) = none { print(p, q) } else { print("no pair") }
