// Array's `contains(_:)`, `firstIndex(of:)`, `min()` and `max()`, written in the
// library's Swift (stdlib/ElementSearch.swift, stdlib/MinMaxElement.swift) over the
// element's `==` and `<`: built-in types, a program's Equatable and Comparable types,
// enums, optionals, and arrays of arrays (Equatable when their elements are).
struct P: Equatable { var x: Int }
struct V: Comparable {
  var n: Int
  var tag = ""
  static func < (a: V, b: V) -> Bool { a.n < b.n }
}
enum Suit { case hearts, spades }

let words = ["b", "a", "c", "a"]
print(words.contains("a"), words.contains("z"), words.firstIndex(of: "a") as Any, words.firstIndex(of: "z") as Any)
print(words.min() as Any, words.max() as Any, [Int]().min() as Any, [3, 1, 2].max()!, [2.5, -1.0].min()!)
print([P(x: 1)].contains(P(x: 1)), [[1], [2]].contains([2]), [[1], [2]].firstIndex(of: [2]) as Any)
// The first of equal elements, for both.
print([V(n: 2), V(n: 1, tag: "first"), V(n: 1)].min()!.tag, [V(n: 1), V(n: 3, tag: "first"), V(n: 3)].max()!.tag)
print([Suit.hearts].contains(.spades), [Suit.hearts, .spades].firstIndex(of: .spades) as Any)
let o: [Int?] = [1, nil]
print(o.contains(nil), o.firstIndex(of: nil) as Any, o.contains(2))
let c: [Character] = ["x", "y"]
print(c.contains("y"), c.firstIndex(of: "x") as Any, c.max() as Any)
print("hello".firstIndex(of: "l") != nil)

func has<T: Equatable>(_ xs: [T], _ x: T) -> Bool { xs.contains(x) }
func least<T: Comparable>(_ xs: [T]) -> T? { xs.min() }
print(has([1, 2], 2), has([[1]], [1]), least([3, 2]) as Any, least(["q"]) as Any)

let nan = 0.0 / 0.0
print([nan].contains(nan), [1.0, nan, 0.5].min()!, [nan, 1.0].max()!)
let u: [UInt8] = [3, 200]
print(u.contains(200), u.max()!, u.firstIndex(of: 3)!)

// `lastIndex(of:)` and `lastIndex(where:)`, searching from the end.
let a = [3, 8, 1, 8]
print(a.lastIndex(of: 8) as Any, a.lastIndex(of: 5) as Any, a.lastIndex { $0 < 5 } as Any, a.lastIndex(where: { $0 > 9 }) as Any)
print([[1], [2], [1]].lastIndex(of: [1]) as Any, [String]().lastIndex(of: "x") as Any)
