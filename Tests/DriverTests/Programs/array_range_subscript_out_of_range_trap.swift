// A range subscript's bound outside the array traps with Swift's message
// (Swift/Array.swift:430 "Array index is out of range"), reading as writing.
var a = [1, 2, 3]
print(a[1..<3], a[3...])
a[3...] = [4]
print(a)
print(a[2..<5])
