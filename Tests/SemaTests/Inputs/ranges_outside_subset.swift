// miniswiftc-only: Swift has ranges of every Comparable type; miniswiftc has them all
// (those of Int built in, the others the library's Range and ClosedRange), but a loop
// over a range of a sized integer, whose library range is no Sequence yet, and closed
// ranges of String indices are "not supported yet".
let small: Int8 = 3
for i in small...small { print(i) } // expected-error {{a for-in loop over a range of 'Int8' is not supported yet by miniswiftc}}
let text = "hello"
print(text[text.startIndex...text.startIndex]) // expected-error {{a range of 'String.Index' values is not supported yet by miniswiftc}}
print(text[text.startIndex..<text.endIndex])
