// A negative bound of a range subscript: "Negative Array index is out of range".
let a = [1, 2, 3]
let start = -1
print(a[start..<2])
