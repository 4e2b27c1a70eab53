// Iterating a String by extended grapheme clusters; count, filter, prefix/suffix.
let text = "Dog!🐶 cafe\u{301} 🇺🇸🇫🇷 \r\n e\u{301}\u{302} 한국어"
var n = 0
for c in text {
  n += 1
  print("[\(c)]", terminator: "")
}
print()
print(n, text.count)
for _ in "" { print("never") }
for c in "abc" where c != "b" { print(c) }
outer: for c in "xyz" {
  for d in "12" {
    if d == "2" { continue outer }
    if c == "z" { break outer }
    print(c, d)
  }
}
let vowels = text.filter { $0 == "a" || $0 == "e" || $0 == "o" }
print(vowels, vowels.count)
let noSpaces = "great minds think alike".filter { c in c != " " }
print(noSpaces)
let lines = "one\ntwo\r\nthree\n"
print(lines.filter { $0 == "\n" }.count, lines.filter { $0 == "\r\n" }.count)
let cafe = "caf\u{E9}"
print(cafe.hasSuffix("\u{E9}"), cafe.hasSuffix("e\u{301}"), cafe.hasSuffix("e"), cafe.hasSuffix(""))
print(cafe.hasPrefix("ca"), cafe.hasPrefix("caf\u{65}\u{301}"), cafe.hasPrefix("cafe"), cafe.hasPrefix(""), "".hasPrefix("a"))
print("Act 1 Scene 2".hasPrefix("Act 1 "), "abc".hasSuffix("abcd"))
print(String(repeating: "ab", count: 3), String(repeating: Character("é"), count: 2), String(repeating: "x", count: 0).isEmpty)
print("Straße café".uppercased(), "ÉCOLE".lowercased())
var built = ""
for c in "h\u{E9}llo" { built.append(c); built.append("-") }
print(built)
print("\u{E9}" == "e\u{301}", "caf\u{E9}" == "cafe\u{301}", "a" < "b", "\u{E9}" < "f")
