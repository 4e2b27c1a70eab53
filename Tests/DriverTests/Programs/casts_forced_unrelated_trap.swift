// `as!` to an unrelated type traps, as Swift's runtime does (swiftc warns it always
// fails).
struct Point { var x: Int }
let n = 42
print("before")
let p = n as! Point
print("after", p.x)
