// A closure with no written result type and no contextual type takes its result from
// its body: the single expression, the first return, or () (swiftc infers the same).
struct Point { var x = 0 }
let makePoint = { Point() }
print(makePoint().x)
let g = { 1 }
print(g() + 1)
let h = { () in
  let a = 2
  return a * 3
}
print(h())
let k = { print("side") }
k()
let m = { (x: Int) in x + 1 }
print(m(2))
var n = 0
let inc = { n += 1 }
inc(); inc()
print(n)
