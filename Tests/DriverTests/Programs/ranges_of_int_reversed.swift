// Ranges of Int are bidirectional collections: reversed() is a ReversedCollection, walked
// by for-in, and generic code over Collection takes them.
print((0..<5).reversed())
print((1...3).reversed())
for i in (0..<4).reversed() { print(i) }
print((1...3).reversed().map { $0 * 10 })
print(Array((2..<5).reversed()))
func firstOf<C: Collection>(_ c: C) -> C.Element? { c.first }
print(firstOf(3..<6) as Any, firstOf(7...9) as Any)
func lastOf<C: BidirectionalCollection>(_ c: C) -> C.Element? {
  c.isEmpty ? nil : c[c.index(before: c.endIndex)]
}
print(lastOf(0..<4) as Any, lastOf(1...1) as Any, lastOf(2..<2) as Any)
let n = 6
var total = 0
for i in (0..<n).reversed() where i % 2 == 0 { total += i; print(i, terminator: " ") }
print(total)
for i in (1...3).reversed() { print(i) }
let r = (10...12).reversed()
for x in r { print(x) }
print(r.map { $0 + 1 }, Array(r))
print((0..<3).reversed().filter { $0 > 0 }, (0..<4).reversed().reduce(0, +))
print((1...5).count, (1..<1).isEmpty, (1...5).contains(5), (1...5) ~= 3)
print(Array(1...5), (1...5).map { $0 * $0 }, (1...10).filter { $0 % 3 == 0 }, (1...4).reduce(0, +))
print((1...5).first as Any, (0..<0).first as Any)
for i in stride(from: 10, to: 0, by: -3) { print(i, terminator: " ") }
print()
switch 7 { case 0..<5: print("low"); case 5...9: print("mid"); default: print("high") }
let d = [0..<2: "a", 2..<4: "b"]
print(d[0..<2]!, d[2..<4]!)
print((0..<5).lowerBound, (0..<5).upperBound)
