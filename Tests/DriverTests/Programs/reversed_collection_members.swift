// A ReversedCollection is a BidirectionalCollection (stdlib/Reversed.swift): count,
// indices, subscripts, last, and generic code over C: Collection.
let r = [1, 2, 3].reversed()
print(r.count, r.isEmpty, r.first ?? 0)
print((0..<5).reversed().count)
func total<C: Collection>(_ c: C) -> Int where C.Element == Int { c.reduce(0, +) }
print(total((1...3).reversed()), total(r))
print(Array(r), r.map { $0 * 10 })
print(r[r.startIndex], r.contains(2))
let s = "abc".reversed()
print(s.count, String(s))
var i = r.startIndex
while i != r.endIndex { print(r[i]); i = r.index(after: i) }
print(r.last ?? 0)
print(r)
for x in r { print(x) }
