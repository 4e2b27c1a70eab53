// A range of Int is a Collection whose elements are their own indices: `r[i]` is `i`,
// checked against the range (stdlib/RangeOfIntCollection.swift's subscript, written
// directly).
let r = 0..<10
let closed = 1...5
print(r[9], closed[closed.startIndex], (3..<6)[4])
var total = 0
for i in r.indices where i % 2 == 0 { total += r[i] }
print(total)
let offsets = [2, 3]
print(offsets.map { r[$0] * 10 })
