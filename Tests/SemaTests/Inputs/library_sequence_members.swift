// miniswiftc-only: Swift's Sequence and Collection have more members than the library's
// `extension Sequence` (stdlib/SequenceAlgorithms.swift: `map`, `filter`, `reduce`,
// `first(where:)`, ...); Collection's `count`, `first`, `last` on a sequence that is not
// an array, a string, a set or a dictionary are "not supported yet" rather than "no
// member".
let xs = [[1], [2, 3]]
print(xs.joined().count) // expected-error {{'Sequence' member 'count' (on 'FlattenSequence<[[Int]]>') is not supported yet by miniswiftc}}
