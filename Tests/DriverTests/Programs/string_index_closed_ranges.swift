// A ClosedRange<String.Index> (`i...j`) subscripts a String up to and including the
// Character at its upper bound.
let s = "héllo, wörld"
let r = s.startIndex...s.index(before: s.endIndex)
print(s[r])
let r2 = s.index(after: s.startIndex)...s.index(s.startIndex, offsetBy: 2)
print(s[r2])
let one: ClosedRange<String.Index> = s.startIndex...s.startIndex
print(s[one], s[one].count)
if let comma = s.firstIndex(of: ",") {
  print(s[s.startIndex...comma])
  print(s[s.index(after: comma)...s.index(before: s.endIndex)])
}
