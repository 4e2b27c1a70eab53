// String.split(separator:) (module Swift, stdlib/StringSplit.swift): Substring pieces,
// empty ones dropped; an array's reversed() as the base of joined(separator:).
let text = "one\ntwo\n\nthree\n"
let lines = text.split(separator: "\n")
print(lines, lines.count, type(of: lines))
print(lines.reversed().joined(separator: " < "))
print(lines.joined(separator: "+"), lines.joined())
let names = ["Ann", "Bo", "Cy"]
print(names.reversed().joined(separator: ", "), [String]().reversed().joined(separator: "-"), "|")
for w in "a b".split(separator: " ").reversed() { print(w) }
let csv = "x,,y,z,"
let parts = csv.split(separator: ",")
print(parts[0], parts[parts.count - 1], parts.count)
let first = parts[1]
print(first.count, String(first) + "!", first.isEmpty)
print("no separators".split(separator: ";"), ";;".split(separator: ";").isEmpty)
print("héllo wörld".split(separator: "ö"))
