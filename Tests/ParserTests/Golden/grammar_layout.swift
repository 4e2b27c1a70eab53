let total = [1, 2, 3]
    .map { $0 * 2 }
    .filter { $0 > 2 }
let sum = 1 +
    2
    + 3
if (total.count > 1) && !total.isEmpty { print("yes") }
var i = 0; i += 1; print(i)
func f(_ a: Int) -> Int { a }
let g = f
print(g(1))
let nested = ((1 + 2) * (3 - 4)) / 5
let s = "a" + "b" /* c */ + "d" // e
struct P { var x = 0, y = 0 }
var p = P(x: 1, y: 2)
p.x += p.y
let b = p.x == 1 ? "one" : p.x == 2 ? "two" : "many"
let c = !(p.x > 0) || (p.y < 0 && true)
let d: Double = 1e3 + 0.5 - 0x10 * 2
let e = -p.x
let t = (a: 1, b: (c: 2, d: 3))
print(t.b.c, t.0)
let arr2: [Int] = Array(repeating: 0, count: 3)
let opt: String? = .none
if let o = opt { print(o) } else if p.x > 0 { print(0) }
repeat { i -= 1 } while i > 0
switch p.x {
case 0...5 where p.y > 0, 10..<20:
    print("range")
case let n:
    print(n)
}
