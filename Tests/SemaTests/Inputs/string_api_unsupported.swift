// miniswiftc-only: parts of String's API miniswiftc does not have are reported where
// they are used: a string literal as a Unicode.Scalar, the views' other Collection
// members, a Substring's own indices. (The views, Unicode.Scalar and Character's
// properties are the library's: string_unicode_scalars.swift, character_properties.swift.)
let text = "héllo"
let units = text.utf16.indices       // expected-error {{'Collection' member 'indices' (on 'String.UTF16View') is not supported yet by miniswiftc}}
let e: Unicode.Scalar = "e"          // expected-error {{a string literal as a 'Unicode.Scalar' is not supported yet by miniswiftc}}
let c: Character = "a"
print(c.isLetter, text.unicodeScalars.count)
let sub = text[..<text.endIndex]
print(sub[sub.startIndex])           // expected-error {{a Substring subscript is not supported yet by miniswiftc}} expected-error {{'Substring.startIndex' is not supported yet by miniswiftc}}
