// Character values: literals by context, comparison by canonical equivalence, switch,
// printing, interpolation, arrays and optionals of Characters, String(c), append.
let a: Character = "a"
let eAcute: Character = "\u{E9}"
let combined: Character = "\u{65}\u{301}"
let flag: Character = "\u{1F1FA}\u{1F1F8}"
let family: Character = "👨‍👩‍👧"
print(a, eAcute, combined, flag, family)
print("[\(a)] [\(combined)] \(flag)")
print(eAcute == combined, eAcute != combined, a == "a", "b" == a)
print(a < "b", "z" < a, a <= a, a > "A", combined >= eAcute)
let letters: [Character] = ["x", "y", eAcute, "\n", "\""]
print(letters)
print(letters.count, letters[2] == combined)
var maybe: Character? = nil
print(maybe == nil)
maybe = "q"
print(maybe!, maybe == "q", maybe != nil)
if let m = maybe { print("bound \(m)") }
func kind(_ c: Character) -> String {
  switch c {
  case "a", "e", "i", "o", "u":
    return "vowel"
  case "\u{E9}":
    return "accented"
  case "0", "1", "2", "3", "4", "5", "6", "7", "8", "9":
    return "digit"
  default:
    return "other"
  }
}
for c: Character in ["a", "b", "7", combined, "🐶"] {
  print(c, kind(c))
}
var s = String(a)
s.append(eAcute)
s.append(flag)
s.append("!")
s += String(combined)
print(s, s.count)
let catChars: [Character] = ["C", "a", "t", "!", "🐱"]
let word = String(catChars)
print(word, word.count)
let empty = String([Character]())
print(empty.isEmpty, "[\(empty)]")
let c2 = Character("z")
print(c2, Character("\u{65}\u{301}") == eAcute)
let ab: Character = "b"
print(max(a, ab), min(a, ab))
func same<T: Equatable>(_ x: T, _ y: T) -> Bool { x == y }
print(same(eAcute, combined), same(a, ab))
