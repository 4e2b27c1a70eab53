// A tuple value used as a tuple type whose elements convert: optional injection, class
// upcast, existential erasure (evaluated once, each element converted, ARC kept).
protocol Shape { func area() -> Double }
struct Square: Shape { var s: Double; func area() -> Double { s * s } }
class Base { var name: String { "base" }; deinit { print("deinit base") } }
class Sub: Base { override var name: String { "sub" } }
func show(_ p: (Int?, Base)) { print(p.0 ?? -1, p.1.name) }
let pair = (7, Sub())
show(pair)
let shapes: (any Shape, Int) = (Square(s: 2), 1)
let sq = (Square(s: 3), "x")
let erased: (any Shape, String) = sq
print(shapes.0.area(), erased.0.area(), erased.1)
var opt: (Int?, String?) = (1, "a")
let plain = (2, "b")
opt = plain
print(opt)
do {
  let local = (1, Sub())
  let up: (Int, Base) = local
  print(up.1.name)
}
print("end")
