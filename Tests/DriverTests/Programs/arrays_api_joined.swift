// joined(separator:) and joined() on arrays of Strings.
let words = ["alpha", "beta", "gamma"]
print(words.joined(separator: ", "))
print(words.joined())
print([String]().joined(separator: "-"), "|")
var parts: [String] = []
for i in 1...3 { parts.append(String(repeating: "*", count: i)) }
let sep = String(repeating: "=", count: 2)
print(parts.joined(separator: sep).uppercased())
print([1, 2, 3].map { "\($0)" }.joined(separator: "+"))
