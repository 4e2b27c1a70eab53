// Set's algorithms and algebra written in Swift in module Swift (stdlib/SetAlgorithms.swift,
// stdlib/SetAlgebra.swift). (A set's order is unspecified: what is printed does not
// depend on it.)
let s: Set = [3, 1, 2]
print(s.filter { $0 > 1 }.sorted(), s.map { $0 * 2 }.sorted(), s.compactMap { $0 > 2 ? $0 : nil })
print(s.reduce(0, +), s.contains { $0 > 2 }, s.contains(2), s.allSatisfy { $0 > 0 }, s.first { $0 > 2 }!)
print(s.sorted(by: >), s.sorted(), s.first(where: { $0 > 5 }) as Any)
var n = 0
s.forEach { n += $0 }
print(n)

let a: Set = ["x", "y", "z"]
let b: Set = ["y", "w"]
print(a.union(b).sorted(), a.intersection(b), a.subtracting(b).sorted(), a.symmetricDifference(b).sorted())
print(a.isSubset(of: a), a.isStrictSubset(of: a), Set(["y"]).isStrictSubset(of: b), a.isSuperset(of: ["x"]))
print(a.isStrictSuperset(of: a), a.isDisjoint(with: b), a.isDisjoint(with: ["q"]))
let filtered = a.filter { $0 != "x" }
print(filtered.isSubset(of: a), filtered.count, filtered.union(filtered) == filtered)

// In generic code.
func common<T: Hashable & Comparable>(_ xs: [T], _ ys: [T]) -> [T] {
  Set(xs).intersection(Set(ys)).sorted()
}
print(common([1, 2, 3, 4], [4, 3, 9]), common(["a"], ["b"]))
