// uppercased() and lowercased() return new strings; the original is unchanged.
let title = "Modular Architecture on iOS/macOS"
print(title.uppercased())
print(title.lowercased())
print(title)
print("".uppercased().isEmpty, "123 + 456 = 579!".uppercased())
let shout = "quiet".uppercased() + "?"
print(shout, shout.count)

func initials(_ first: String, _ last: String) -> String {
  return first.uppercased() + " " + last.lowercased()
}
print(initials("cyril", "CERMAK"))

var name = "swift"
name = name.uppercased()
name += "c".uppercased()
print("\(name) / \(name.lowercased())")
print("MiXeD".lowercased() == "mixed", "a".uppercased() < "b".uppercased())
