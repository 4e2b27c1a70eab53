// One conformance query: arrays, optionals and dictionaries are Equatable where their
// elements (wrapped, values) are, sets always, as Swift's library declares them; so
// each is a generic type's argument under `T: Equatable`, and a generic function's,
// which compares them through its parameter.
struct Box<T: Equatable> {
  var v: T
  func holds(_ x: T) -> Bool { v == x }
}

let b = Box(v: [1, 2])
print(b.v == [1, 2], b.holds([2, 1]))
let arrays = Box<[Int]>(v: [3])
let optional = Box<Int?>(v: nil)
let table = Box<[String: Int]>(v: ["a": 1])
let set: Box<Set<Int>> = Box(v: [4])
let nested = Box<[[String: Int]]>(v: [["b": 2]])
print(arrays.v, optional.v as Any, table.v, set.v, nested.v)
print(table.holds(["a": 1]), table.holds(["a": 2]), set.holds([4]), nested.holds([]))

func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
func differ<T: Equatable>(_ a: T, _ b: T) -> Bool { a != b }
let none: Int? = nil
print(same([1], [1]), same(["a": [1]], ["a": [1]]), same(["a": [1]], ["a": [2]]))
print(same([Set([1])], [Set([1])]), same([Set([1])], [Set([2])]))
print(same(Optional(["a": 1]), nil), same(["a": Optional(1)], ["a": none]), differ(Set(["x"]), Set(["y"])))
print(same([["k": Set([1, 2])]], [["k": Set([2, 1])]]))

enum Suit { case hearts, spades }
struct Point: Equatable { var x: Int }
print(same([Suit.hearts: Point(x: 1)], [Suit.hearts: Point(x: 1)]), same([1: Point(x: 1)], [1: Point(x: 2)]))
