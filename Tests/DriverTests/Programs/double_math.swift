// Double arithmetic and printing, conversions both ways.
let d = 7.5
print(d * 2, d / 4, d - 0.25, -d)
print(Double(3) / 2, Int(9.99), Int(-9.99))
print(0.1 + 0.2, 1e10, 1.5e-7, 100.0)
let values = [1.0, 2.5, -3.25]
var sum = 0.0
for v in values { sum += v }
print("sum", sum, sum > 0 ? "positive" : "not positive")
