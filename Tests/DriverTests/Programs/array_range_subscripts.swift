// Array's range subscripts are the library's (stdlib/ArrayRangeSubscripts.swift), one
// overload per range type, chosen as any subscript is: each reads an ArraySlice that
// keeps the array's indices.
let a = [10, 20, 30, 40, 50]
print(a[1..<3], a[0...1], a[3...], a[..<2], a[...1])
let r = 1..<4
let c = 2...4
print(a[r], a[c], a[a.count...], a[..<0], a[0..<0])

let s = a[2...]
print(s.startIndex, s.endIndex, s.count, s[2], s[4], s.first ?? 0, s.last ?? 0)
for x in a[1...3] { print(x, terminator: " ") }
print()
print(a[1...].map { $0 / 10 }, a[..<3].reduce(0, +), a[1..<4].contains(40))
print(a[...2].sorted(by: >), Array(a[3...]))

// Slices of slices keep the array's indices.
let t = s[3...]
print(t, t.startIndex, t.endIndex, t[4])
print(s[2..<4], s[...3], s[..<4], s[3...4])
print(s[3...][4], a[1...][2...][3...], a[1..<5][2..<4][3])

// Strings, arrays as elements, and a generic function's array.
let words = ["alpha", "beta", "gamma"]
print(words[1...], words[..<1].first ?? "")
let grid = [[1, 2], [3, 4], [5, 6]]
print(grid[1...][1][0], grid[..<2])
func middle<T>(_ xs: [T]) -> ArraySlice<T> { xs[1..<(xs.count - 1)] }
print(middle(["x", "y", "z"]), middle([1.5, 2.5, 3.5, 4.5]))
