// Array, Optional, Dictionary and Set compared by the library's `==` (and `extension
// Equatable`'s `!=`): directly, nested, through a generic parameter, as dictionary values
// and in `switch` cases.
let a = [1, 2, 3]
let b = [1, 2, 3]
print(a == b, a != b, a == [1, 2], [[1], [2]] == [[1], [2]])
let n = [Double.nan]
print(n == n, n == [Double.nan])
let o: Int? = 3
let p: Int? = nil
print(o == 3, o == p, p == nil, o != nil, o != 4, p == p)
let s: String? = "a"
print(s == "a", s != "b")
enum E { case a, b }
let e: E? = .a
print(e == .a, e == E.b)
let d = ["a": 1, "b": 2]
print(d == ["b": 2, "a": 1], d != ["a": 1], d == d)
let nanD = ["x": Double.nan]
print(nanD == nanD, nanD == ["x": Double.nan])
print(Set([1, 2]) == Set([2, 1]), Set([1]) != Set([2]))
let lists = [1: [2]]
print(lists == lists, lists == [1: [3]])
let arrs: [Int?] = [1, nil]
let other: [Int?] = [nil, 1]
print(arrs == arrs, arrs == other)
let oa: [Int]? = [1]
let ob: [Int]? = nil
print(oa == ob, oa != nil)
struct P: Equatable { var x: Int }
let op: P? = P(x: 1)
let ops: [P?] = [P(x: 2)]
print(op == P(x: 1), [op] == ops)
let nested: [[String: [Int]]] = [["a": [1]]]
print(nested == [["a": [1]]], nested != [["a": [2]]])
func same<T: Equatable>(_ x: T, _ y: T) -> Bool { x == y }
print(same(d, d), same(Set([1]), Set([1])), same(o, 3), same([o], [p]), same([[1, 2]], [[1, 3]]))
let four: Int? = 4
let three: Int? = 3
switch o {
case four: print("four")
case three: print("three")
default: print("other")
}
let empty: [String] = []
print(empty == [], [String]() == empty, ["a"] != empty)

// Tuples of them, their operators as function values, a derived == over them, Array's searches.
print((1, [2]) == (1, [2]), (1, [2]) != (1, [3]))
let xs: [[Int]] = [[1], [2, 3]]
print(xs.contains([2, 3]), xs.firstIndex(of: [2, 3]) ?? -1)
struct Stack<Element> { var items: [Element] }
extension Stack: Equatable where Element: Equatable {}
print(Stack(items: [[1]]) == Stack(items: [[1]]))
struct Box: Equatable { var v: [Int?]; var d: [String: [Int]] }
let v: [Int?] = [1, nil]
print(Box(v: v, d: ["a": [1]]) == Box(v: v, d: ["a": [1]]), Box(v: v, d: [:]) == Box(v: [], d: [:]))
var seen: Set<[String]> = []
for w in [["a", "b"], ["b", "a"], ["a", "b"]] { seen.insert(w) }
print(seen.count)
let opt: [Int]? = [1]
let cmp: (Int?, Int?) -> Bool = (==)
print(cmp(1, 1))
let ne: ([Int], [Int]) -> Bool = (!=)
print(ne([1], [2]), [[1], [2]].sorted { $0.count > $1.count } == [[1], [2]])
let pairs: [(String, [Int])] = [("a", [1]), ("b", [2])]
print(pairs.contains { $0 == ("b", [2]) })
