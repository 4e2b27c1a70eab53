// A function value prints as (Function), the empty tuple as (), as Swift prints them.
struct Point { var x = 0 }
let makePoint = { Point() }
func twice(_ x: Int) -> Int { x * 2 }
print(makePoint, twice, { (a: Int) in a })
print(())
let v: Void = ()
print(v, [v], (1, v))
let fs: [(Int) -> Int] = [twice, { $0 }]
print(fs, Optional(twice) as Any)
