// miniswiftc-only: initializers Swift's built-in types have and miniswiftc does not are
// "not supported yet" where they are called (they were "no exact matches in call to
// initializer", which blames valid Swift); a label no initializer has is an error.
let wide = 300
print(Int8(exactly: 2.5) ?? 0) // expected-error {{initializer 'Int8(exactly:)' from a 'Double' is not supported yet by miniswiftc}}
print(Double(exactly: 2.5) ?? 0) // expected-error {{initializer 'Double(exactly:)' from a 'Double' is not supported yet by miniswiftc}}
print(Double(bitPattern: UInt64(wide))) // expected-error {{initializer 'Double(bitPattern:)' is not supported yet by miniswiftc}}
let scalar: UnicodeScalar = "a" // expected-error {{a string literal as a 'Unicode.Scalar' is not supported yet by miniswiftc}}
print(Int("ff,1".prefix(2), radix: 16) ?? 0) // expected-error {{initializer 'Int(_:radix:)' from a 'Substring' is not supported yet by miniswiftc}}
print(Int(text: "1")) // expected-error {{no exact matches in call to initializer 'Int'}}
