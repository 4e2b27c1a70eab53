// `==` and `!=` on ranges of Int: Swift's ranges are Equatable (equal bounds), so
// arrays of them, structs holding them and generic code over Equatable compare them too.
print((0..<3) == (0..<3))
print((1...5) == (1...4))
print((0..<3) != (0..<4), (2...2) != (2...2))
let r = 0..<3
print(r == 0..<3, 0..<3 == r)
let empty = 5..<5
print(empty == 5..<5, empty == 6..<6)
let spans = [0..<2, 3..<5]
print(spans == [0..<2, 3..<5], spans == [0..<2], spans != [0..<2, 3..<6])
func same<T: Equatable>(_ x: T, _ y: T) -> Bool { x == y }
print(same(1...2, 1...2), same(r, 1..<3))
let optional: ClosedRange<Int>? = 1...3
print(optional! == 1...3)
struct Selection: Equatable {
  var rows: Range<Int>
  var columns: ClosedRange<Int>
}
let a = Selection(rows: 0..<1, columns: 2...3)
print(a == Selection(rows: 0..<1, columns: 2...3), a == Selection(rows: 0..<2, columns: 2...3))
print([1, 2, 3].indices == 0..<3)
