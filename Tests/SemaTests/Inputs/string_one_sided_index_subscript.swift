// miniswiftc-only: a String subscript of a one-sided range of indices is valid Swift
// (a RangeExpression); miniswiftc has `s[..<i]` and `s[a..<b]` only. It said "cannot
// convert value of type 'PartialRangeFrom<String.Index>' to expected argument type
// 'String.Index'", blaming valid Swift.
let s = "Hello, World"
let i = s.firstIndex(of: ",")!
print(s[..<i])
print(s[s.index(after: i)...]) // expected-error {{a String subscript of a 'PartialRangeFrom<String.Index>' is not supported yet by miniswiftc}}
print(s[...i]) // expected-error {{a String subscript of a 'PartialRangeThrough<String.Index>' is not supported yet by miniswiftc}}
