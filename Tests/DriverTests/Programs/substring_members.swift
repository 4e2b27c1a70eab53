// Substring's members shared with String (the library's `extension Substring`), and a
// program's own extension of Substring.
let sub = "Hello, world".prefix(5)
print(sub, sub.uppercased(), sub.lowercased(), sub.hasPrefix("He"), sub.hasSuffix("lo"), sub.first!, sub.last!)
let words = "the quick brown fox".split(separator: " ")
print(words.map { $0.uppercased() }, words.filter { $0.hasPrefix("b") })
print(words.map { $0.first! }, "".dropFirst().first as Any)
let text = "The Quick Brown Fox"
print(text.split(separator: " ").map { $0.lowercased() })
print(text.split(separator: " ").map { String($0.first!) }.joined())
extension Substring {
    func shout() -> String { uppercased() + "!" }
}
print("abc".dropFirst().shout())

// The views' enumerated() and reversed().
let s = "Hé🐶"
for (i, scalar) in s.unicodeScalars.enumerated() { print(i, scalar, scalar.value) }
print(s.unicodeScalars.reversed().map { $0.value }, s.utf16.reversed().map { $0 }, s.utf8.reversed().map { $0 })
for (i, unit) in s.utf16.enumerated() where i > 1 { print(i, unit) }
print(s.utf8.enumerated().map { $0.offset }.count)
