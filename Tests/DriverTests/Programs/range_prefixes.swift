// (1...).prefix(n), a PrefixSequence; a Range<Int>'s prefix(while:) and drop(while:), ranges.
let q = (1...).prefix(3)
print(Array(q))
for x in q { print(x) }
print(q)
print(q.map { $0 * 2 })
let e = (5...).prefix(0)
print(Array(e))
let r = (0..<10).prefix(while: { $0 < 3 })
print(r, r.count)
print(Array((0..<10).prefix(while: { $0 * $0 < 20 })))
for i in (2..<6).drop(while: { $0 < 4 }) { print(i) }
print((3..<3).prefix(while: { _ in true }))
print((0..<5).drop(while: { _ in true }))
print([1, 2, 5].prefix(while: { $0 < 3 }), "abc".prefix(2))
