// ArraySlice's own operations: appending (the new elements take the next indices, in
// the slice's own copy of the array; the array it was made from is unchanged), `+=`, `==`.
var a = [1, 2, 3, 4]
var s = a[1..<3]
s.append(9)
print(s, s.startIndex, s.endIndex, s[3])
s.append(contentsOf: [7, 8])
print(s, s.count, a)
var e = a[4...]
e.append(5)
print(e, e.startIndex)
var words = ["a", "b"].dropFirst()
words.append("c")
print(words.joined(separator: "-"))
// `+=` of an array appends to a slice, and to an array's range through its setter.
var b = [1, 2, 3]
b[0..<2] += [9]
print(b)
var t = b[1...]
t += [7, 8]
print(t, b)
b[...0] += []
print(b)

// Slices are Equatable where their elements are: same elements, whatever the indices.
let c = [0, 1, 2, 3]
let front = c.prefix(2)
print(front == [0, 1], c[1...] == c.dropFirst(), c[2...] != [2], c[1..<1] == [])
print(["x", "y"].dropFirst() == ["y"])
func same<T: Equatable>(_ x: T, _ y: T) -> Bool { x == y }
print(same(c[0...1], front))
