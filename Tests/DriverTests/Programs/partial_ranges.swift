// One-sided ranges are library structs (stdlib/PartialRangeFrom.swift, PartialRangeUpTo,
// PartialRangeThrough), made by the library's generic operators `x...`, `..<x`, `...x`:
// values of any Comparable bound, matched in `case` patterns by the library's `~=`,
// array subscripts, and, from an Int, a Sequence.
let a = 1...
let b = ..<5
let c = ...5
print(a, b, c)
print(a.contains(3), b.contains(5), c.contains(5), (0.5...).contains(0.25), ("b"...).contains("c"))
print([a], Optional(b) as Any)
print(a.lowerBound, b.upperBound, c.upperBound)
print(PartialRangeFrom(2), PartialRangeUpTo(2.5), PartialRangeThrough("z"), type(of: a))

func grade(_ n: Int) -> String {
  switch n {
  case ..<0: return "negative"
  case 0: return "zero"
  case 1...9: return "digit"
  case ...99: return "two digits"
  case 100...: return "large"
  default: return "?"
  }
}
for n in [-5, 0, 7, 42, 100, 1000] { print(n, grade(n)) }
for x in [0.25, 0.75] {
  switch x {
  case ..<0.5: print(x, "low")
  case 0.5...: print(x, "high")
  default: print(x, "nan")
  }
}
let from = 3...
if case from = 5 { print("five is in", from) }
if case ..<3 = 5 { print("never") } else { print("five is not below three") }
for w in ["apple", "kiwi"] {
  switch w {
  case ..."banana": print(w, "early")
  default: print(w, "late")
  }
}

let numbers = [10, 20, 30, 40]
print(numbers[1...], numbers[..<2], numbers[...1], numbers[2...].count, numbers[4...])
let r = 1...
let upTo = ..<3
print(numbers[r], numbers[upTo], numbers[c.upperBound - 3 >= 0 ? ...2 : ...0])

for i in 3... {
  if i > 6 { break }
  print(i, terminator: " ")
}
print()
print(zip(10..., ["a", "b"]).map { "\($0)\($1)" })
var it = (5...).makeIterator()
print(it.next()!, it.next()!)
