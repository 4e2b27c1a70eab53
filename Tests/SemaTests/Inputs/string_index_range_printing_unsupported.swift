// miniswiftc-only
// Swift prints a String.Index with its encoding (`0[any]..<2[utf8]`), which miniswiftc's
// indices do not keep: putting a range of them in an `Any`
// (`print` takes `Any...`) is not supported yet, as putting one.
let s = "ab"
print(s.startIndex...s.startIndex) // expected-error {{a value of type 'ClosedRange<String.Index>' as 'Any' is not supported yet by miniswiftc}}
print(s.startIndex..<s.endIndex) // expected-error {{a value of type 'Range<String.Index>' as 'Any' is not supported yet by miniswiftc}}
