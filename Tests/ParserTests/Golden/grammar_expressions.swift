let a = 1, b: Int = -2
var (c, d) = (3, 4.5)
var e: [Int]? = nil
let s = "x\(a) y"
let t = "\(a)"
_ = a + b * 3 == 4 ? 1 : 2
func f(_ x: Int, to y: inout Int, z: Int = 3) -> Int { return x }
f(1, to: &e![0], z: 2)
e?.append(3)
let cl = { (x: Int) -> Int in x * 2 }
let cl2: (Int, Int) -> Int = { a, b in a + b }
let arr = [1, 2], dict = ["a": 1], em = [:], tup = (x: 1, 2)
let u = .red
x.y.z(1) { $0 }
