// Iterating a String's and a Substring's Characters through the library's
// `String.Iterator` (`makeIterator()` and `next()`, as every for-in), and a string's
// `indices` (`DefaultIndices<String>`): grapheme clusters, `where`, `for case`,
// `break`/`continue`, the iterator by hand and copied, generic code over a Sequence of
// Characters, `enumerated()`, `reversed()`, `zip`, and String's `filter`.
var text = "héllo, wörld 🇫🇷 e\u{301}!"
for c in text { print(c, terminator: "|") }
print()
for c in "" { print("never", c) }
for _ in "abc" { print("x", terminator: "") }
print()

// The loop walks the string it started with, whatever the body does to the variable.
var count = 0
for c in text {
  if c == "," { text.append("?") }
  count += 1
}
print(count, text)

let sub = text.dropFirst(7)
for c in sub { print(c, terminator: ".") }
print()
for c in text[text.startIndex..<text.index(text.startIndex, offsetBy: 3)] { print(c) }

for i in text.indices where text[i] == "l" { print(text.distance(from: text.startIndex, to: i), terminator: " ") }
print()
print(text.indices.count, text.indices.first.map { text[$0] } ?? "-", "".indices.count)
print(Array(text.indices).count, text.indices.isEmpty, "".indices.isEmpty)

for (n, c) in "swift".enumerated() where n % 2 == 0 { print(n, c) }
for c in "stressed".reversed() { print(c, terminator: "") }
print()
for (a, b) in zip("abc", "wxyz") { print(a, b, terminator: "; ") }
print()
for (c, n) in zip(sub, [1, 2]) { print(c, n) }

for case "l" in "hello" { print("an l") }
let vowels: [Character] = ["a", "e", "i", "o", "u"]
outer: for word in ["banana", "sky", "queue"] {
  for c in word {
    if c == "y" { print(word, "has a y"); continue outer }
    if !vowels.contains(c) { continue }
    if c == "u" { print(word, "first vowel u"); break outer }
    print(word, "first vowel", c)
    break
  }
}
for var c in "ab" {
  c = c == "a" ? "A" : c
  print(c)
}

func countCharacters<S: Sequence>(_ s: S) -> Int where S.Element == Character {
  var n = 0
  for _ in s { n += 1 }
  return n
}
func firstElement<S: Sequence>(_ s: S) -> S.Element? {
  var it = s.makeIterator()
  return it.next()
}
print(countCharacters(text), countCharacters(sub), countCharacters(text.reversed()))
print(firstElement(sub) as Any, firstElement("") as Any, firstElement(text.indices).map { text[$0] } as Any)

var it = "e\u{301}🇫🇷x".makeIterator()
print(it.next() as Any)
var copy = it
print(it.next() as Any, it.next() as Any, it.next() as Any, it.next() as Any)
print(copy.next() as Any)

print(text.filter { $0 != "l" && $0 != " " })
print("Mississippi".filter { $0 == "s" }.count, "".filter { _ in true }.isEmpty)
