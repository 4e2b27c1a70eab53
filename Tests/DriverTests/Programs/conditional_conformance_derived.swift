// A generic struct's derived `==`: `struct Box<T: Equatable>: Equatable` compares its
// stored properties, and `extension Stack: Equatable where Element: Equatable {}` (TSPL's
// Generics chapter) derives it for the arguments that meet the `where` clause.
struct Box<T: Equatable>: Equatable {
  var v: T
}

struct Stack<Element> {
  var items: [Element] = []
  mutating func push(_ item: Element) { items.append(item) }
}

extension Stack: Equatable where Element: Equatable {}

struct Pair<A, B> {
  var a: A
  var b: B
}

extension Pair: Equatable where A: Equatable, B: Equatable {}

func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }

print(Box(v: 1) != Box(v: 2), Box(v: 1) == Box(v: 1), Box(v: "a") == Box(v: "b"))
var s = Stack<Int>()
s.push(1)
var t = Stack<Int>()
print(s == t, s != t)
t.push(1)
print(s == t, s != t, same(s, t))
print(Pair(a: 1, b: "x") == Pair(a: 1, b: "x"), Pair(a: [1], b: 2.5) != Pair(a: [1], b: 2.5))
print([Pair(a: 1, b: 2)] == [Pair(a: 1, b: 2)], [Box(v: "a")].contains(Box(v: "a")))
print(same(Box(v: [1]), Box(v: [1])), same(Pair(a: Box(v: 1), b: [[2]]), Pair(a: Box(v: 1), b: [[3]])))
let ob: Box<Int>? = Box(v: 1)
let none: Box<Int>? = nil
print(same(ob, ob), same(ob, none), same([ob], [none]))
