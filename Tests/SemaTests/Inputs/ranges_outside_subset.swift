// miniswiftc-only: Swift has ranges of every Comparable type; miniswiftc has them all
// (those of Int built in, the others the library's Range and ClosedRange), but a range
// of a sized integer, which a for-in walks, is no Sequence for generic code or
// Sequence's members yet.
let small: Int8 = 3
for i in small...small { print(i) }
let r = small..<5
print(r.map { $0 * 2 }) // expected-error {{'Sequence' member 'map' (on 'Range<Int8>') is not supported yet by miniswiftc}}
print(r.count) // expected-error {{'Sequence' member 'count' (on 'Range<Int8>') is not supported yet by miniswiftc}}
print(Array(r)) // expected-error {{'Array(_:)' of a value of type 'Range<Int8>' is not supported yet by miniswiftc}}
print(zip(r, [1, 2])) // expected-error {{'zip' of a value of type 'Range<Int8>' is not supported yet by miniswiftc}}
let text = "hello"
print(text[text.startIndex...text.startIndex])
print(text[text.startIndex..<text.endIndex])
