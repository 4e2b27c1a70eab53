// TSPL's Strings and Characters: a string's Unicode scalars, with their values, and its
// UTF-16 code units (the library's String.UnicodeScalarView and String.UTF16View).
let dogString = "Dog‼🐶"
for scalar in dogString.unicodeScalars {
    print("\(scalar.value) ", terminator: "")
}
print("")
for scalar in dogString.unicodeScalars {
    print("\(scalar) ")
}
for codeUnit in dogString.utf16 {
    print("\(codeUnit) ", terminator: "")
}
print("")
print(dogString.unicodeScalars.count, dogString.utf16.count, dogString.utf8.count, dogString.count)

// Decomposed and astral scalars, escaped as Swift's debugDescription escapes them.
let mixed = "e\u{301}A🐶\t\"\\\u{7}"
print(Array(mixed.unicodeScalars))
print(mixed.unicodeScalars, mixed.utf16)
print(Array(mixed.utf16))
print(mixed.unicodeScalars.map { $0.value })
print(type(of: mixed.unicodeScalars), type(of: mixed.utf16))
for s in mixed.unicodeScalars where !s.isASCII { print(s.value, s.debugDescription, s.escaped(asASCII: false)) }

// A Character's views.
let eAcute: Character = "\u{65}\u{301}"
print(eAcute.unicodeScalars.count, eAcute.utf8.count, eAcute.utf16.count)

// Scalars from values; nil for a surrogate or a value past U+10FFFF.
print(Unicode.Scalar(66)!, Unicode.Scalar(UInt8(67)), UnicodeScalar(0x1F496) as Any)
print(Unicode.Scalar(0xD800) as Any, Unicode.Scalar(0x110000) as Any)
let a = Unicode.Scalar(97)!, b = Unicode.Scalar(98)!
print(a < b, a == b, a.value + 1, Set([a, b, a]).count)

// Walking the views by index, both ways.
let scalars = "añ😀".unicodeScalars
var i = scalars.startIndex
while i != scalars.endIndex {
    print(scalars[i].value, terminator: " ")
    i = scalars.index(after: i)
}
print()
let units = "añ😀".utf16
var j = units.endIndex
while j != units.startIndex {
    j = units.index(before: j)
    print(units[j], terminator: " ")
}
print()
print(units.isEmpty, "".utf16.isEmpty, "".unicodeScalars.count)
