// Mutating through a key path in place (`root[keyPath: path] += 1`): the assignment of
// the combined value (Sema/KeyPathCompoundAssignment.swift).
struct S { var n = 0; var a = [1, 2]; var name = "x"; var d = ["k": 1.5] }
var s = S()
let k = \S.n
s[keyPath: k] += 1
s[keyPath: k] *= 10
print(s.n)
s[keyPath: \S.a[1]] -= 5
s[keyPath: \.name] += "yz"
s[keyPath: \S.a] += [7]
print(s)
s[keyPath: \S.d["k"]!] += 1
print(s.d)
final class C { var total = 0 }
let c = C()
c[keyPath: \C.total] += 3
print(c.total)
struct Game {
  var scores = [0, 0]
  mutating func add(_ k: WritableKeyPath<Game, Int>, _ n: Int) { self[keyPath: k] += n }
}
var g = Game()
g.add(\.scores[1], 4)
print(g.scores)
