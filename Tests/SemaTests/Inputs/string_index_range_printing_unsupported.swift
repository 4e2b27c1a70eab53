// miniswiftc-only
// Swift prints a String.Index with its encoding (`0[any]..<2[utf8]`), which miniswiftc's
// indices do not keep: printing a range of them is not supported yet, as printing one.
let s = "ab"
print(s.startIndex...s.startIndex) // expected-error {{printing a value of type 'ClosedRange<String.Index>' is not supported yet by miniswiftc}}
print(s.startIndex..<s.endIndex) // expected-error {{printing a value of type 'Range<String.Index>' is not supported yet by miniswiftc}}
