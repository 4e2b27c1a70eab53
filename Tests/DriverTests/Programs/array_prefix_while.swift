// Array's prefix(while:), drop(while:), last(where:) and reverse() are the library's
// (stdlib/ArrayPrefixWhile.swift).
let a = [1, 2, 3, 1]
print(a.prefix(while: { $0 < 3 }), a.drop(while: { $0 < 3 }))
print(a.prefix { $0 < 2 }, Array(a.drop { $0 < 2 }))
print(a.last(where: { $0 > 1 })!, a.last(where: { $0 > 5 }) as Any, a.last!)
var b = a
b.reverse()
print(b)
var e: [String] = []
e.reverse()
print(e, a.prefix(2), a.dropFirst())
print("abc".prefix(while: { $0 != "c" }))
let words = ["apple", "avocado", "banana", "apricot"]
let leading = words.prefix(while: { $0.hasPrefix("a") })
print(leading.count, leading.last!, words.drop(while: { $0.count < 7 }).first!)
print(words.last(where: { $0.hasPrefix("a") })!)
var letters: [Character] = ["s", "w", "i", "f", "t"]
letters.reverse()
print(String(letters))
let text = "abcb"
print(text.last(where: { $0 != "b" })!, text.last!, "".last(where: { _ in true }) as Any)
