// An optional written as one of Optional's cases (`Optional<Int>.none`, `Int?.some(3)`)
// or with its initializer's type spelled (`Optional<Int>(5)`) and converted to `Any`:
// swiftc's warning starts at the spelling (at the parenthesis around it), its notes are
// at the case's name (the `>` of the initializer's type), and the type is named as
// swiftc's type of the expression is sugared: a `.some(x)` is an `Optional<Int>`, a
// `.none` the type as written (`Optional<Int>`, `Int?`), an `Optional<Int>` in
// parentheses; an initializer's value an `Optional<Int>`, an `Int?` in parentheses.
print(Optional<Int>.none)
let a: Any = (Optional<Int>.none)
let b: Any = Int?.none
func f(_ x: Any) {}
f(Optional<String>.none)
let c: [Any] = [Optional<Double>.none, Int?.none]
let d: Any = Optional<Int>.some(3)
let e: Any = Optional<Optional<Int>>.none
let g: Any = Optional<[Int]>.none
let h: Any = (Optional<Int>.some(3))
let i: Any = (Int?.none)
let j: Any = Int?.some(4)
let k: Any = ((Optional<Int>.none))
let l: Any = Optional<Int>(5)
let m: Any = (Optional<Int>(5))
print(Optional<Int>.none, Optional<Int>.some(1))
// Said to be meant, or not an `Any`: no warning.
print(Optional<Int>.none as Any, Int?.some(2) as Any)
let n: Any? = Optional<Int>.none
let o: Int?? = Optional<Int>.none
