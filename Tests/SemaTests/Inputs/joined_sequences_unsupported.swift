// miniswiftc-only: `joined()` of an array of arrays is Swift's `Sequence.joined()`;
// miniswiftc joins Strings only. It said "no exact matches in call to instance method
// 'joined'", blaming valid Swift.
let rows = [[1, 2], [3]]
print(rows.joined().count) // expected-error {{'joined()' of an array of '[Int]' is not supported yet by miniswiftc}}
print(rows.joined(separator: [0])) // expected-error {{'joined(separator:)' of an array of '[Int]' is not supported yet by miniswiftc}}
print(["a", "b"].joined(separator: "-"))
