// Equatable and Comparable witnessed by operators written at file scope: a comparison
// through a generic parameter calls them (it compared false before), as do max, sorted,
// the derived >= and array ==
struct P: Equatable { var x: Int }
func == (a: P, b: P) -> Bool { a.x == b.x }
func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
print(same(P(x: 1), P(x: 1)), same(P(x: 1), P(x: 2)))
struct Q: Equatable { var x: Int; static func == (a: Q, b: Q) -> Bool { a.x == b.x } }
print(same(Q(x: 1), Q(x: 1)))
struct R: Equatable { var x: Int }
print(same(R(x: 1), R(x: 1)))
struct W: Comparable { var n: Int }
func < (a: W, b: W) -> Bool { a.n < b.n }
func == (a: W, b: W) -> Bool { a.n == b.n }
print(max(W(n: 4), W(n: 2)).n, [W(n: 3), W(n: 1), W(n: 2)].sorted().map { $0.n }, W(n: 1) >= W(n: 1), same(W(n: 5), W(n: 5)))
class A: Equatable { let k: Int; init(k: Int) { self.k = k } }
func == (a: A, b: A) -> Bool { a.k == b.k }
class B: A {}
print(same(A(k: 1), A(k: 1)), same(B(k: 2), B(k: 3)), [A(k: 1)] == [A(k: 1)])
