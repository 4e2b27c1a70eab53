// joined(separator:) and joined() of an array of Strings or Substrings: the library's
// `extension Sequence where Element == String` (Swift's on StringProtocol elements).
let words = ["one", "two", "three"]
print(words.joined(separator: ", "))
print(words.joined())
print(words.joined(separator: ""))
let none: [String] = []
print("[" + none.joined(separator: ", ") + "]", none.joined().isEmpty)
print(["only"].joined(separator: "-"))
print(["", "", ""].joined(separator: "|"))
print(["a", "", "b"].joined(separator: "🙂"))
let line = "x=1;y=2;z=3"
let parts = line.split(separator: ";")
print(parts.joined(separator: " & "))
print(parts.joined())
let separator = "--"
print(words.map { $0.uppercased() }.joined(separator: separator))
print(words.reversed().joined(separator: "<"))
var text = ""
for n in 1...3 {
  text += [String(n), String(n * n)].joined(separator: ":")
}
print(text)
// Written alone in an extension whose element is String: `self`'s.
extension [String] {
  func joinedUp() -> String { joined(separator: "+") }
}
extension Set where Element == String {
  func listed() -> String { sorted().joined(separator: ",") + "|" + joined().sorted().map(String.init).joined() }
}
print(["a", "b"].joinedUp(), Set(["y", "x"]).listed())
