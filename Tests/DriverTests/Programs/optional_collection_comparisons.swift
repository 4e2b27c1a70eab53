// An optional array, dictionary or set compared with a literal: the literal is the
// optional's wrapped type, compared by Optional's `==` (Equatable where Wrapped is).
let x: [Int]? = [1, 2]
print(x == [1, 2], x != [3], [1, 2] == x, x == [])
let none: [Int]? = nil
print(none == [1], none == [], none == nil)
let d: [String: Int]? = ["a": 1]
print(d == ["a": 1], d == [:], d != ["b": 2])
let s: Set<Int>? = [1]
print(s == [1], s == [2, 1])
let words: [String]? = ["x"]
if words == ["x"] { print("words match") }
let grid: [[Int]]? = [[1], [2]]
print(grid == [[1], [2]], grid == [[]])
let d2: [String: Int]? = ["a": 1]
let e: [String: Int] = ["a": 1]
print(d2 == e, d2 == d2, e != d2)
