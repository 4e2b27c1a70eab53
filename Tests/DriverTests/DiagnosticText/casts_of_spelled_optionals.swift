// A checked cast of an optional written `Optional(x)` to a type that is not an
// optional is swiftc's cast of `x` (named and decided by `x`'s type: `Optional(3) is
// Int` is always true); written with Optional's type or one of its cases, the operand
// is named `Optional<Int>`, in parentheses too.
let i = 3
let o: Int? = 3
print(Optional(i) is String)
print((Optional(i)) is String)
print(Optional(Optional(i)) is String)
print(Optional(i) as? String as Any)
print(Optional(o) is String)
print(Optional(5) is String)
print(Optional("s") is Int)
print(Optional(3) is Int)
print(Optional<Int>.some(3) is String)
print(Optional<Int>.none is String)
print(Optional<Int>(i) is String)
print(Int?.none is String)
print(Int?.some(3) is String)
print((Optional<Int>.none) is String)
print((Int?.none) is String)
print(o is String)
print(Optional(o) is Int)
print(Optional<Int>(i) is Int)
print(Optional<Int>.some(3) as? Int as Any)
print(Int?.none as? Double as Any)
print(Optional<Int>(i) as! Int)
print(Optional(o) as! Int)
print((Optional<Int>.some(3)) as? Int as Any)
print(Optional(i) as? Int as Any)
print(Optional(i) as! Int)
