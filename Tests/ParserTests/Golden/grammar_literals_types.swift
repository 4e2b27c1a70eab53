let a = true, b = 1_000, c = 0x1F, d = 1.5e3, e = ()
let s = "\(a)\(b)"
func g(x: inout Int, y: Int...) {}
let cl = { (x: Int) -> Int in return x }
var t: Array<Array<Int>>? = nil
var q: Employee.Address
var f: (Int, String) -> [String: Int]
let o = x?.y
lbl: for i in x { continue lbl }
let z = "a\nb\"c\\"
switch v { case .circle(radius: let r): break; case let .sq(s): break; case let x?: break; default: break }
