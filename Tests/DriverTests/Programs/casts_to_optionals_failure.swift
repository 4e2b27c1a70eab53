// `as!` to an optional type traps naming the type it wraps, as Swift's runtime does.
let one: Any = 1
print(one as! Int? as Any)
let text: Any = "x"
print("before")
print(text as! Int? as Any)
