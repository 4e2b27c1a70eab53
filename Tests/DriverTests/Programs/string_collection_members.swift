// String as a collection of Characters: `first`, `last`, `reversed()` (a
// ReversedCollection<String>), `String(characters)` of a sequence, `prefix`, `suffix`,
// `dropFirst`, `dropLast`, `removeFirst`, `removeLast`, `popLast`, `removeAll`, `String()`.
let s = "hello"
print(s.first!, s.last!, "".first as Any, "".last as Any)
print(String(s.reversed()), String("héllo 🐶".reversed()))
for c in s.reversed() { print(c, terminator: "") }
print()
let r = s.reversed()
print(r, Array(r))
func isPalindrome(_ text: String) -> Bool {
    let letters = text.lowercased().filter { $0.isLetter }
    return letters == String(letters.reversed())
}
print(isPalindrome("A man, a plan, a canal: Panama"), isPalindrome("hello"))
print(String(s.unicodeScalars), String(s.utf16), String(s.utf8))
print(String(zip(s, "HELLO").map { $0.1 }))
print(s.unicodeScalars.first!, s.unicodeScalars.last!, s.utf16.first!, s.utf16.last!, s.utf8.first!, s.utf8.last!)

let word = "swift"
print(word.prefix(3), word.suffix(2), word.dropFirst(), word.dropLast(), word.dropFirst(2), word.dropLast(3))
print(word.prefix(10), word.suffix(0), word.dropFirst(9).isEmpty, String(word.dropLast(9)).count)
print(String(word.prefix(2)) + String(word.suffix(2)))
print(word.prefix { $0 != "f" }, word.drop { $0 != "f" })

var x = "abcdef"
print(x.removeFirst(), x.removeLast(), x)
x.removeFirst(2)
print(x)
x.removeLast(1)
print(x, x.popLast() as Any, x.popLast() as Any, x.isEmpty)
var y = "text"
y.removeAll()
print(y.isEmpty, y.count)
let empty = String()
print(empty == "", empty.isEmpty, String() + "x")
