// A slice's range subscript takes the slice's own indices: one before its start traps
// ("ArraySlice index is out of range (before startIndex)").
let a = [1, 2, 3, 4]
let s = a[2...]
print(s[2..<4], s[3...])
print(s[1..<3])
