// min and max of Int, Double (NaN and signed zeros as Swift orders them) and String values.
let a = 3, b = 7
print(min(a, b), max(a, b), min(b, a), max(2, 2))
print(min(1.5, -0.5), max(1.5, -0.5), min(0.0, -0.0), max(0.0, -0.0))
let nan = 0.0 / 0.0
print(min(nan, 1.0), min(1.0, nan), max(nan, 1.0), max(1.0, nan))
var s = "pear"
let t = min(s, "apple")
s += "s"
print(t, max("apple", s), min("b", "a"))
print(min(10, Int.max) + max(-1, Int.min))
