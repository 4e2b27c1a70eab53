// Setting a range subscript with a negative bound traps as Swift's index check does
// ("Negative Array index is out of range").
var a = [1, 2, 3]
a[0..<1] = []
print(a)
a[-1..<1] = [0]
print(a)
