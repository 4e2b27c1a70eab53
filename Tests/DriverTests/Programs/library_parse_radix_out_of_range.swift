// Int(text, radix:) with a radix outside 2...36 traps, as Swift's does.
print(Int("10", radix: 2) as Any)
let radix = Int("1")!
print(Int("10", radix: radix) as Any)
