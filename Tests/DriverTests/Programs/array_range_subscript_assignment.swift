// Setting a range subscript replaces those elements with a slice's (the library's
// setter, over the runtime's replace-subrange): an array literal is a slice there, as
// in Swift, and so is another range of the same array; a mutation of the slice
// (`a[1...].sort()`, `a[0..<2][0] += 1`) reads it, changes it, and writes it back.
var a = [1, 2, 3, 4, 5]
a[1..<3] = [9]
print(a)
a[0...1] = a[2...3]
print(a)
a[1...] = []
print(a)
a[..<1] = [7, 8, 9]
print(a)
a[...0] = [1]
print(a)
a[3...] = [4, 5, 6]
print(a)
a[1..<1] = a[0..<2]
print(a, a.count)

var b = [5, 4, 3, 2, 1]
b[1...].sort()
print(b)
b[0..<2].sort(by: >)
print(b)
b[0..<2][0] += 10
b[1...][2] = 99
print(b)

var words = ["c", "a", "b"]
words[0...2].sort()
words[..<1] = ["z", "y"]
print(words)

// Nested arrays, a struct's and a class's property, an inout parameter.
var grid = [[1, 2, 3], [4, 5, 6]]
grid[1][0..<2] = [7]
grid[0][1...].sort(by: >)
print(grid)
struct Box { var items = [3, 1, 2] }
var box = Box()
box.items[0...1].sort()
box.items[2...] = [8, 9]
print(box.items)
final class Shelf { var names = ["b", "a", "c"] }
let shelf = Shelf()
shelf.names[..<2].sort()
shelf.names[...0] = ["z"]
print(shelf.names)
func rotate(_ xs: inout [Int]) {
  xs[1..<3] = xs[3...]
}
var d = [1, 2, 3, 4, 5]
rotate(&d)
print(d)

// A slice's own range subscripts: setting one grows or shrinks the slice, not the array.
var e = [1, 2, 3, 4, 5, 6]
var s = e[1...]
s[2...3] = [0]
print(s, s.startIndex, s.endIndex, e)
s[1..<2] = [7, 8, 9]
print(s, s.count, s[2...][3])
