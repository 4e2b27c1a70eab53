// miniswiftc-only: Swift has ranges of every Comparable type; miniswiftc those of Int
// and half-open ones of String indices. The others are "not supported yet" at the
// operator (they were "binary operator '...' cannot be applied", which blames valid
// Swift).
let unit = 0.0...1.0 // expected-error {{a range of 'Double' values is not supported yet by miniswiftc}}
let small: Int8 = 3
for i in small...small { print(i) } // expected-error {{a range of 'Int8' values is not supported yet by miniswiftc}}
let letters = "a"..."z" // expected-error {{a range of 'String' values is not supported yet by miniswiftc}}
let text = "hello"
print(text[text.startIndex...text.startIndex]) // expected-error {{a range of 'String.Index' values is not supported yet by miniswiftc}}
print(text[text.startIndex..<text.endIndex])
