// `as!` to CustomStringConvertible traps on a value whose type does not conform.
struct Plain {}
let value: Any = 5
print((value as! CustomStringConvertible).description)
let plain: Any = Plain()
print("before")
print((plain as! CustomStringConvertible).description)
