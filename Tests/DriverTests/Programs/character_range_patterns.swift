// `case "a"..."z":` on a Character: a range pattern of Characters, matched as Characters
// compare (closed `...` and half-open `..<`), in switch and in if case.
func kind(of c: Character) -> String {
  switch c {
  case "a"..."m":
    return "early letter"
  case "n"..<"z":
    return "late letter"
  case "z":
    return "zed"
  case "A"..."Z":
    return "capital"
  case "0"..."9":
    return "digit"
  default:
    return "other"
  }
}
for c in "amnyzQ7!é " {
  print(c, kind(of: c))
}
let grade: Character = "B"
if case "A"..."C" = grade {
  print("passing")
}
var vowels = 0
for c in "Programming Language" {
  switch c {
  case "a", "e", "i", "o", "u": vowels += 1
  case "b"..."z", "A"..."Z": break
  default: print("not a letter: [\(c)]")
  }
}
print(vowels)
