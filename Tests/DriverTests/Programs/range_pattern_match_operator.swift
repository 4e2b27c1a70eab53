// Swift's ~= of a range of Int and a value (RangeExpression's pattern-match operator):
// the range's contains(_:). TSPL's Basic Operators chapter lists it.
let x = 3
print(1...5 ~= 3, 0..<3 ~= 3, (1...5) ~= x + 10)
let r = 10..<20
if r ~= 15 { print("in") }
print(r ~= 20, -5...(-1) ~= -3)
