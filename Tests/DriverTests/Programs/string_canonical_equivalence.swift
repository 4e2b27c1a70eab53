// Strings compare by canonical equivalence, ordered by their NFC scalars: precomposed
// and decomposed spellings, singletons (U+212B), reordered marks, Hangul, switch.
let a = "caf\u{E9}"
let b = "cafe\u{301}"
print(a == b, a != b, a < b, b < a)
print("\u{E9}" < "f", "e\u{301}" < "f", "f" < "e\u{301}")
print("\u{1E0B}\u{323}" == "\u{1E0D}\u{307}", "d\u{323}\u{307}" == "\u{1E0B}\u{323}")
print("\u{212B}" == "\u{C5}", "A\u{30A}" == "\u{C5}")
print("\u{D55C}" == "\u{1112}\u{1161}\u{11AB}", "\u{1112}\u{1161}" < "\u{D55C}")
print("abc" == "abc", "abc" < "abd", "" < "a", "a\u{301}\u{300}" == "a\u{300}\u{301}")
let names = ["zoé", "zoe\u{301}", "Zoe", "zo"]
var same = 0
for n in names { if n == "zo\u{E9}" { same += 1 } }
print(same)
switch b {
case "caf\u{E9}": print("matched")
default: print("no")
}
