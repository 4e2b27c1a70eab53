// Same-type requirements between two generic parameters (swiftc warns: an error in the
// Swift 6 language mode): the function or type has one type where it declares two.
func pairUp<T, U>(_ a: T, _ b: U) -> [T] where T == U { [a, b] }
func equal<T: Equatable, U>(_ a: T, _ b: U) -> Bool where U == T { a == b }
func larger<T, U>(_ a: T, _ b: U) -> U where T == U, U: Comparable { a > b ? a : b }
func chain<T, U, V>(_ a: T, _ b: U, _ c: V) -> String where T == U, U == V { "\(a) \(b) \(c)" }

struct Box<Element> {
  var value: Element
  func replaced<C>(with c: C) -> Box<C> where C == Element { Box<C>(value: c) }
  func matches<C: Equatable>(_ c: C) -> Bool where C == Element { c == value }
}

struct Pair<A, B> where A == B {
  var first: A, second: B
  func both() -> [A] { [first, second] }
  func swapped() -> Pair { Pair(first: second, second: first) }
}

class Link<T, U> where U == T {
  let from: T, to: U
  init(from: T, to: U) { self.from = from; self.to = to }
  func reversed() -> Link<U, T> { Link(from: to, to: from) }
}

print(pairUp(1, 2))
print(pairUp("a", "b"))
print(equal(3, 3), equal("x", "y"))
print(larger(2.5, 1.5), larger("pear", "apple"))
print(chain(1, 2, 3))
let n: Int = larger(4, 9)
print(n)

let b = Box(value: 10)
print(b.replaced(with: 20).value)
print(b.matches(10), Box(value: "q").matches("r"))

let p = Pair(first: 1, second: 2)
print(p.both(), p.swapped().both())
let q: Pair<String, String> = Pair(first: "x", second: "y")
print(q.swapped().both(), type(of: q))

let l = Link(from: "here", to: "there").reversed()
print(l.from, l.to)
