// Casts chain to the left: the type written after `as` ends the cast's operand, so
// `x as Int? as Any` is `(x as Int?) as Any` though casting is non-associative.
let v = 1 as Int as Any
print(v)
let w = 2 as Any as? Int
print(w as Any)
let z = 1 as Any is Int
print(z)
let n = nil as Int? as Any
print(n)
let sum = 1 + 2 as Int as Any
print(sum)
