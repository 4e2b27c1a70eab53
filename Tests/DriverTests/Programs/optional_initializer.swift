// `Optional(x)` and `Optional<T>(x)`: Optional's `init(_:)` wraps its argument; the
// argument takes the written or contextual wrapped type.
print(Optional(3) as Any)
let a: Double? = Optional(2)
let b = Optional<Int>(5)
let c = Optional("s")
print(a as Any, b as Any, c as Any, Optional(Optional(1)) as Any)
if let x = Optional(7) { print(x + 1) }
func wrap<T>(_ x: T) -> T? { Optional(x) }
print(wrap([1, 2]) as Any, wrap(1.5)!)
