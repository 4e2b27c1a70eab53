// Operators written inside generic types, used on their specializations, and
// operators as function values (`sorted(by: >)`).
struct Pair<T> {
  var first: T
  var second: T
  static func + (a: Pair, b: Pair) -> Pair { return Pair(first: a.first, second: b.second) }
  static func += (a: inout Pair, b: Pair) { a = a + b }
  static prefix func ~ (p: Pair) -> Pair { return Pair(first: p.second, second: p.first) }
  static func * (k: Int, p: Pair) -> [Pair] { return Array(repeating: p, count: k) }
  func joined(with other: Pair) -> Pair { return self + other }
}
prefix operator ~

extension Pair {
  static func - (a: Pair, b: Pair) -> Pair { return ~(a + b) }
}

struct Ranked<T: Comparable> {
  var value: T
  static func < (a: Ranked, b: Ranked) -> Bool { return a.value < b.value }
  static func > (a: Ranked, b: Ranked) -> Bool { return b < a }
}

struct Stack<Element> {
  var items: [Element]
  static func + (a: Stack, b: Stack) -> Stack { return Stack(items: a.items + b.items) }
  static func == (a: Stack, b: Stack) -> Bool { return a.items.count == b.items.count }
}

func combineAll<T>(_ ps: [Pair<T>], start: Pair<T>) -> Pair<T> {
  var total = start
  for p in ps { total += p }
  return total
}

struct Score: Comparable {
  var points: Int
  static func < (a: Score, b: Score) -> Bool { return a.points < b.points }
}

class Player: Comparable {
  let name: String
  init(_ name: String) { self.name = name }
  static func < (a: Player, b: Player) -> Bool { return a.name < b.name }
  static func == (a: Player, b: Player) -> Bool { return a.name == b.name }
}

let a = Pair(first: 1, second: 2)
let b = Pair(first: 10, second: 20)
var c = a + b
print(c.first, c.second)
c += Pair(first: 7, second: 8)
print(c.first, c.second)
let d = ~c
print(d.first, d.second)
print((3 * a).count)
let e = b - a
print(e.first, e.second)
print(a.joined(with: b).second)
let s = Pair(first: "x", second: "y") + Pair(first: "p", second: "q")
print(s.first + s.second)
print(combineAll([a, b, c], start: Pair(first: 0, second: 0)).second)
let stacks = Stack(items: ["a"]) + Stack(items: ["b", "c"])
print(stacks.items, stacks == Stack(items: ["x", "y", "z"]), stacks == Stack(items: ["w"]))
let ranked = [Ranked(value: 5), Ranked(value: 1), Ranked(value: 3)]
print(ranked.sorted(by: <).map { $0.value })
print(ranked.sorted(by: >).map { $0.value })
print(Ranked(value: "b") < Ranked(value: "a"))
let scores = [Score(points: 3), Score(points: 9), Score(points: 1)]
print(scores.sorted(by: >).map { $0.points })
print(scores.sorted(by: <).map { $0.points })
print(scores.sorted(by: <=).map { $0.points })
print(scores.sorted(by: >=).map { $0.points })
let players = [Player("Zoe"), Player("Al"), Player("Mo")]
print(players.sorted(by: >).map { $0.name })
print(players.sorted(by: <).map { $0.name })
func descending<T: Comparable>(_ xs: [T]) -> [T] { return xs.sorted(by: >) }
func ascending<T: Comparable>(_ xs: [T]) -> [T] { return xs.sorted(by: <) }
print(descending(["b", "c", "a"]))
print(ascending([2.5, -1.0, 0.5]))
print(descending(scores).map { $0.points })
print(["pear", "fig", "apple"].sorted(by: >))
