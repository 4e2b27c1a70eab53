// Array's queries: ==, !=, contains, firstIndex(of:), min(), max(), first, last,
// indices, on Int, Double, String, Bool, enum, optional and nested-array elements.
enum Suit { case hearts, spades }

let a = [3, 1, 4, 1, 5]
print(a == [3, 1, 4, 1, 5], a != [3, 1, 4, 1, 5], a == [3, 1, 4], a == [])
print(a.contains(4), a.contains(9), a.firstIndex(of: 1) ?? -1, a.firstIndex(of: 7) ?? -1)
print(a.min() ?? 0, a.max() ?? 0, [Int]().min() ?? -1, [Int]().max() ?? -1)
let d = [2.5, -1.0, 2.5]
print(d.min() ?? 0, d.max() ?? 0, d == [2.5, -1.0, 2.5], d.contains(-1))
let nan = 0.0 / 0.0
let withNaN = [nan]
print(withNaN == withNaN, [nan] == [nan])
let names = ["Ewa", "alex", "Chris"]
print(names.min() ?? "", names.max() ?? "", names.firstIndex(of: "Chris") ?? -1, names.contains("ewa"))
let flags = [true, false]
print(flags == [true, false], flags.contains(false), flags.firstIndex(of: false) ?? -1)
let suits: [Suit] = [.spades, .hearts]
print(suits == [.spades, .hearts], suits.contains(.hearts), suits.firstIndex(of: .hearts) ?? -1)
let maybe: [Int?] = [1, nil, 3]
print(maybe == maybe, maybe.contains(nil), maybe.firstIndex(of: 3) ?? -1)
let grid = [[1, 2], [3]]
print(grid == [[1, 2], [3]], grid == [[1], [2, 3]], grid.contains([3]), grid.firstIndex(of: [3]) ?? -1)
for i in a.indices where a[i] == 1 { print("one at", i) }
print(a.indices, a.indices.count, [Int]().indices.isEmpty)

func position<T: Equatable>(of x: T, in list: [T]) -> Int? {
  for (index, value) in list.enumerated() where value == x { return index }
  return nil
}
print(position(of: "c", in: ["a", "b", "c"]) ?? -1, position(of: 9, in: a) ?? -1)
func smallest<T: Comparable>(_ list: [T]) -> T? { list.min() }
print(smallest([4, 2, 8]) ?? 0, smallest(["q", "b"]) ?? "")
