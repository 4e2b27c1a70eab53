// miniswiftc-only: `joined()` of an array of arrays is the library's FlattenSequence
// (stdlib/Flatten.swift), a Sequence; Swift's is a Collection too when its base and
// elements are, which miniswiftc's is not yet. `joined(separator:)` joins Strings only.
let rows = [[1, 2], [3]]
print(rows.joined().count) // expected-error {{'Sequence' member 'count' (on 'FlattenSequence<[[Int]]>') is not supported yet by miniswiftc}}
print(rows.joined(separator: [0])) // expected-error {{'joined(separator:)' of an array of '[Int]' is not supported yet by miniswiftc}}
print(["a", "b"].joined(separator: "-"))
