// Characters and sized integers as collection elements and keys: hashed, compared and
// sorted as Strings and Ints are (the strings, collections, arrays and integers work met here).
var letters = Set<Character>()
letters.insert("a")
letters.insert("é")
letters.insert("e\u{301}")
print(letters.count, letters.contains("a"), letters.contains("\u{E9}"))
var d: [Character: Int] = [:]
d["x", default: 0] += 2
print(d["x"] ?? -1)
let cs: [Character] = ["a", "b"]
print(cs.contains("b"), cs.firstIndex(of: "b") ?? -1, cs == ["a", "b"], cs.sorted(by: >))
let u: [UInt8] = [3, 1, 2]
print(u.sorted(), u.contains(2), u.min() ?? 0)
print(Set<Character>(["z"]).sorted())
