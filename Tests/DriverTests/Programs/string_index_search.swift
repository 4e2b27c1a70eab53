// String's index searches (the library's, beside the built-in firstIndex(of:) and
// index(_:offsetBy:)): firstIndex(where:), lastIndex(of:), lastIndex(where:),
// distance(from:to:), index(_:offsetBy:limitedBy:), starts(with:), and
// append(contentsOf:) of an array of Characters.
let s = "hello world"
print(s.lastIndex(of: "o").map { s.distance(from: s.startIndex, to: $0) } as Any, s.lastIndex(of: "z") as Any)
if let i = s.firstIndex(where: { $0 == "w" }) { print(s[i], s.distance(from: i, to: s.startIndex)) }
if let j = s.lastIndex(where: { $0.isLetter && $0 < "m" }) { print(s[j], s[j..<s.endIndex]) }
print(s.distance(from: s.startIndex, to: s.endIndex))
print(s.starts(with: "hell"), s.starts(with: "world"), "".starts(with: ""), "ab".starts(with: "abc"))
let k = s.index(s.startIndex, offsetBy: 5, limitedBy: s.endIndex)
print(k.map { s[..<$0] } as Any)
print(s.index(s.startIndex, offsetBy: 50, limitedBy: s.endIndex) as Any)
print(s.index(s.startIndex, offsetBy: 11, limitedBy: s.endIndex) == s.endIndex)
let m = s.index(s.endIndex, offsetBy: -5, limitedBy: s.startIndex)!
print(s[m..<s.endIndex], s.index(s.endIndex, offsetBy: -12, limitedBy: s.startIndex) as Any)
let lim = s.index(s.startIndex, offsetBy: 3)
print(s.index(s.startIndex, offsetBy: 4, limitedBy: lim) as Any, s.index(s.startIndex, offsetBy: 3, limitedBy: lim) == lim)
var t = "abc"
t.append(contentsOf: ["y", "z"])
let more: [Character] = ["!", "?"]
t.append(contentsOf: more)
t.append(contentsOf: "de")
print(t, t.count)
