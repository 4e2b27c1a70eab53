// Assigning to a tuple of variables, properties and elements: the source is evaluated
// first, then each destination is assigned left to right.
struct Fib {
  var a = 0, b = 1
  mutating func step() -> Int {
    (a, b) = (b, a + b)
    return a
  }
}
var f = Fib()
print(f.step(), f.step(), f.step(), f.step(), f.step())
class Node { let name: String; init(_ n: String) { name = n }; deinit { print("deinit", name) } }
class C {
  var x = Node("x"), y = Node("y")
  func swap() { (x, y) = (y, x) }
}
let c = C(); c.swap(); print(c.x.name, c.y.name)
var p = 1, q = 2, r = 3
(p, (q, r)) = (r, (p, q))
print(p, q, r)
var arr = [1, 2, 3]
(arr[0], arr[2]) = (arr[2], arr[0])
print(arr)
func g() -> (Int, String) { (7, "seven") }
var n = 0, w = ""
(n, w) = g()
print(n, w)
