// Array operators on two literals, enumerated()/reversed() over a temporary array of
// objects (each released once), sorting closures that capture state, and nested arrays.
final class C { let n: Int; init(_ n: Int) { self.n = n }; deinit { print("bye", n) } }
func make() -> [C] { [C(1), C(2), C(3)] }
for (i, c) in make().enumerated() where i != 1 { print(i, c.n) }
for pair in make().enumerated() { print(pair.offset, pair.element.n) }
for c in make().reversed() { print(c.n) }
var e: [Int] = []
e += e
print(e, e == [], [] == e)
var count = 0
let sorted = make().sorted { count += 1; return $0.n > $1.n }
print(sorted.map { $0.n }, count > 0)
let nested = [[3, 1], [2]].sorted { $0.count < $1.count }
print(nested)
print([1, 2] == [1, 2])
print([1, 2] + [3.5], [1] != [1], [[1], [2]] == [[1], [2]])
