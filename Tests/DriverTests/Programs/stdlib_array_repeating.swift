// Array(repeating:count:), the library's initializer (stdlib/Array.swift): its element type
// written, from the context, inferred from the value (nested, generic), and delegated to
// by an extension's initializer.
let a = Array(repeating: 0, count: 3)
let b = [String](repeating: "x", count: 2)
let c: [Double] = Array(repeating: 1, count: 2)
let grid = Array(repeating: Array(repeating: 0, count: 2), count: 2)
let d: [[Int]] = Array(repeating: [], count: 2)
let e: [Int?] = Array(repeating: nil, count: 2)
let f = Array<Character>(repeating: "c", count: 1)
var g = [Int](repeating: 5, count: 0)
g.append(1)
print(a, b, c, grid, d, e, f, g)
func h<T>(_ x: T) -> [T] { Array(repeating: x, count: 2) }
print(h("q"))
extension Array {
  init(filled x: Element, times n: Int) { self.init(repeating: x, count: n) }
}
print([Int](filled: 7, times: 3))
