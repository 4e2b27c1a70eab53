// Optional written with its arguments in an expression: `Optional<Int>.none`,
// `Optional<Int>.some(4)`, and the sugar `Int?.none`, `String?.some("s")`.
let a: Optional<Int> = 3
var b = Optional<String>.none
print(b as Any)
b = "x"
print(a as Any, b as Any, Optional<Int>.some(4) as Any)
let c: Int? = .none
print(c as Any, Int?.none as Any)
let d = String?.some("s")
print(d as Any, [Int?.none, 2])
let e: [Int]? = Optional<[Int]>.some([1])
print(e!, Optional<Int>.none == nil)
