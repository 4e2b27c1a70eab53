// What TSPL-style programs do with ranges of Int: loops, strides, patterns, Sequence's
// algorithms, their subsequences (ranges), min/max/last, and enumerated() of any sequence.
let names = ["Anna", "Alex", "Brian", "Jack"]
let count = names.count
for i in 0..<count { print("Person \(i + 1) is called \(names[i])") }
for name in names[2...] { print(name) }
for name in names[...2] { print(name) }
for name in names[..<2] { print(name) }
let range = ...5
print(range.contains(7), range.contains(4), range.contains(-1))
let minutes = 60
let minuteInterval = 5
for tickMark in stride(from: 0, to: minutes, by: minuteInterval) { print(tickMark, terminator: " ") }
print()
let hours = 12
let hourInterval = 3
for tickMark in stride(from: 3, through: hours, by: hourInterval) { print(tickMark, terminator: " ") }
print()
let approximateCount = 62
let naturalCount: String
switch approximateCount {
case 0: naturalCount = "no"
case 1..<5: naturalCount = "a few"
case 5..<12: naturalCount = "several"
case 12..<100: naturalCount = "dozens of"
case 100..<1000: naturalCount = "hundreds of"
default: naturalCount = "many"
}
print("There are \(naturalCount) moons orbiting Saturn.")
let somePoint = (1, 1)
switch somePoint {
case (0, 0): print("origin")
case (_, 0): print("x-axis")
case (-2...2, -2...2): print("inside the box")
default: print("outside")
}
let r = 1...5
print(r.count, r.lowerBound, r.upperBound, r.isEmpty, r)
let h = 0..<0
print(h.isEmpty, h.count)
print((1...5).map(String.init), (1...3).contains { $0 > 2 })
print((1...4).sorted(by: >), (0..<3).min() as Any, (0..<3).max() as Any)
print((0..<10).first(where: { $0 * $0 > 20 }) as Any)
print((1...3).allSatisfy { $0 > 0 }, (0..<5).compactMap { $0 % 2 == 0 ? $0 : nil })
print(Set(1...3).count, (1...3).reduce(into: [Int]()) { $0.append($1 * 2) })
for (i, v) in (5...7).enumerated() { print(i, v) }
print(zip(1...3, ["a", "b", "c"]).map { "\($0)\($1)" })
print((1...3).elementsEqual([1, 2, 3]), (0..<3) == (0..<3))
let rs = [1...2, 3...4]
print(rs, rs.map { $0.count })
var total = 0
(1...4).forEach { total += $0 }
print(total)
print((1..<7).split(whereSeparator: { $0 % 3 == 0 }))
print((0..<5).dropFirst(2).map { $0 }, (0..<5).prefix(2).map { $0 })
print((0..<5).suffix(2).map { $0 })
print((1...3).last as Any)
print((0..<5).dropFirst(2))
print((0..<5).suffix(2))
print((0..<5).dropLast(2))
print((0..<5).prefix(2))
print((0..<5).prefix(9), (0..<5).suffix(9), (0..<5).dropFirst(), (0..<5).dropLast(), (3..<3).min() as Any, (3..<3).max() as Any, (1...3).min() as Any, (1...3).max() as Any, (0..<0).last as Any)
for (i, x) in stride(from: 0, to: 10, by: 4).enumerated() { print(i, x) }
for (i, x) in Set([7]).enumerated() { print(i, x) }
for (i, p) in zip([1, 2], ["a", "b"]).enumerated() { print(i, p.0, p.1) }
print(Array((1...3).enumerated().map { $0.offset * $0.element }))
for (i, c) in "ab".enumerated() { print(i, c) }
for (i, v) in [5, 6].enumerated() { print(i, v) }
let e = (0..<2).enumerated()
print(e)
func offsets<S: Sequence>(_ s: S) -> [Int] { s.enumerated().map { $0.offset } }
print(offsets(1...3), offsets(["x"]))
