// miniswiftc-only: parts of String's API miniswiftc does not have are reported where
// they are used: the UTF-16 and scalar views (their elements are sized integers and
// Unicode.Scalar), Character's properties, a Substring's own indices. (The UTF-8 view
// is the library's, string_utf8_view.swift.)
let text = "héllo"
let units = text.utf16.count         // expected-error {{'String.utf16' is not supported yet by miniswiftc}}
for u in text.unicodeScalars { }     // expected-error {{'String.unicodeScalars' is not supported yet by miniswiftc}}
let c: Character = "a"
print(c.isLetter)                    // expected-error {{'Character.isLetter' is not supported yet by miniswiftc}}
let sub = text[..<text.endIndex]
print(sub[sub.startIndex])           // expected-error {{a Substring subscript is not supported yet by miniswiftc}} expected-error {{'Substring.startIndex' is not supported yet by miniswiftc}}
