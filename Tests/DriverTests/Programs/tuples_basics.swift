// Tuples as the Language Guide uses them: literals, labels, .0 and label access (also
// assigned and passed inout), relabelling, destructuring, arrays and optionals of
// tuples, functions returning tuples, printing, comparisons, and ARC of their elements.
class Box { var v: Int; init(_ v: Int) { self.v = v } ; deinit { print("deinit \(v)") } }
func minMax(array: [Int]) -> (min: Int, max: Int) {
  var currentMin = array[0]
  var currentMax = array[0]
  for i in 1..<array.count { let value = array[i]
    if value < currentMin { currentMin = value } else if value > currentMax { currentMax = value }
  }
  return (currentMin, currentMax)
}
func minMaxOpt(array: [Int]) -> (min: Int, max: Int)? {
  if array.isEmpty { return nil }
  return (array[0], array[array.count - 1])
}
let bounds = minMax(array: [8, -6, 2, 109, 3, 71])
print("min is \(bounds.min) and max is \(bounds.max)")
print(bounds)
if let b = minMaxOpt(array: [1, 2, 3]) { print(b.min, b.1) }
print(minMaxOpt(array: []) == nil)
let http404Error = (404, "Not Found")
let (statusCode, statusMessage) = http404Error
print("The status code is \(statusCode)")
print("The status message is \(statusMessage)")
let (justTheStatusCode, _) = http404Error
print(justTheStatusCode, http404Error.0, http404Error.1)
let http200Status = (statusCode: 200, description: "OK")
print(http200Status.statusCode, http200Status.description, http200Status)
var p = (x: 1, y: 2)
p.0 = 3
p.x += 1
p.y = 10
print(p)
func bump(_ n: inout Int) { n += 100 }
bump(&p.y)
print(p, "\(p)")
let q: (Int, Int) = p
print(q)
var arr = [(1, "one"), (2, "two")]
arr.append((3, "three"))
for (n, name) in arr { print(n, name) }
print(arr)
let nested = ((1, 2), "x", (a: true, b: 2.5))
print(nested, nested.0.1, nested.2.b)
print((1, "a") == (1, "a"), (1, "a") != (1, "b"), ("blue", -1) < ("purple", 1), (2, 1) <= (2, 1), (3, 1) > (2, 5), (1, 2, 3) >= (1, 2, 4))
do {
  let t = (Box(1), Box(2))
  var u = t
  u.0 = Box(3)
  print(t.0.v, u.0.v, u.1.v)
  let (a, b) = u
  print(a.v + b.v)
}
print("end")
var (vx, _) = (5, "z")
vx += 1
print(vx)
let opt: (Int, String)? = (1, "s")
print(opt!, [opt])
