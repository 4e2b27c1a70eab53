// Sequence's and Collection's searches and orderings on ranges of Int: sorted(), indices,
// firstIndex(of:), count(where:), zip with a reversed range, and more.
print((0..<3).sorted(), (0...3).sorted(by: >))
print((0..<4).indices)
let names = ["a", "b", "c"]
let d = Dictionary(uniqueKeysWithValues: zip(1...3, names))
print(d[2]!)
print(Set(0..<3).sorted())
print((1...10).count(where: { $0 % 2 == 0 }))
print((0..<5).firstIndex(of: 3) as Any)
print((0..<5).contains(where: { $0 > 3 }), (0..<5).starts(with: [0, 1]))
print((0..<4).reduce("") { $0 + String($1) })
let total = (1...100).reduce(0, +)
print(total)
print((1...3).flatMap { [$0, $0] })
print((0..<6).max(by: { $0 % 3 < $1 % 3 }) as Any)
for (a, b) in zip(0..<3, (0..<3).reversed()) { print(a, b) }
print(Array((0..<3).reversed().enumerated()).map { $0.offset })
