// A closed range ending at `endIndex` names no Character there: String's subscript traps.
let s = "ab"
print("before")
let r = s.startIndex...s.endIndex
print(s[r])
