// The empty initializers of Array, Set and Dictionary, the library's `init()` of
// `extension Array` (`Set`, `Dictionary`).
var a = [Int]()
a.append(1)
let b = Array<String>()
let c: [Double] = Array()
var s = Set<String>()
s.insert("x")
let t: Set<Int> = Set()
var d = [String: Int]()
d["k"] = 1
let e = Dictionary<Int, [Int]>()
let f: [Character: Bool] = Dictionary()
print(a, b, c, s, t, d, e, f)
print(b.isEmpty, t.count, e.count, f.isEmpty)
let g = Array<Int>.init()
let h: Set<Int> = .init()
var i: [String] = .init()
i.append("y")
print(g, h, i)
struct Inventory {
  var items = [String]()
  var tags = Set<Int>()
  var counts = [String: Int]()
}
var inventory = Inventory()
inventory.items.append("apple")
inventory.counts["apple", default: 0] += 2
print(inventory.items, inventory.tags, inventory.counts)
func fresh<T>(_ type: T.Type) -> [T] { Array<T>() }
print(fresh(Int.self), fresh(String.self).count)
func emptySet<T: Hashable>(of value: T) -> Set<T> { Set<T>() }
print(emptySet(of: 1), emptySet(of: "a").isEmpty)
var nested = [[Int]]()
nested.append([Int]())
print(nested, Array<[String: Int]>(), Array<Set<Int>>())
