// Ranges of bounds other than Int: Range<Bound> and ClosedRange<Bound> of any Comparable
// type (the library's structs), made by `...` and `..<`, with their bounds, contains,
// isEmpty, printing, and matching in a switch.
let r = 0.0...1.0
print(r, r.contains(0.5), r.lowerBound, r.upperBound, r.isEmpty)
print([r])
debugPrint(r)
let h = 0.0..<0.5
print(h, h.contains(0.5), h.isEmpty, (1.5..<1.5).isEmpty)
print(("a"..."z").contains("q"), ("a"..."z").contains("Q"))
let c: ClosedRange<Character> = "a"..."f"
print(c, c.contains("b"))
debugPrint("a"..<"b", c)
for x in [0.25, 0.5, 0.75, 1.0] {
  switch x {
  case 0.0..<0.5: print(x, "low")
  case 0.5...0.75: print(x, "mid")
  default: print(x, "high")
  }
}
print(type(of: r), type(of: h))
print("m"..<"p")
let s: Range<String> = "b"..<"d"
print(s.contains("c"))
if case 0.0...1.0 = 0.5 { print("in") }
print(Int8(1)...Int8(5), (Int8(1)...Int8(5)).contains(3))

let x = 2.5
let above = x...4
let mixed = 1...2.5
print(above, mixed, "\(above)", (x..<x).isEmpty)
let words = ["pear", "apple", "fig"]
for w in words where ("b"..."g").contains(w) { print(w) }
func describe(_ t: Double) -> String {
  switch t {
  case ..<0.0: return "negative"
  case 0.0..<1.0: return "fraction"
  case 1.0...: return "big"
  default: return "nan"
  }
}
print(describe(-1), describe(0.5), describe(7))
let u = UInt8(3)..<UInt8(9)
print(u, u.lowerBound, u.upperBound, u.contains(9))
func clamp<T: Comparable>(_ v: T, to range: ClosedRange<T>) -> T {
  return v < range.lowerBound ? range.lowerBound : (v > range.upperBound ? range.upperBound : v)
}
print(clamp(7.5, to: 0.0...5.0), clamp("m", to: "a"..."f"), clamp(-3.0, to: r))

// `~=` written as an operator: the library's, for its ranges and one-sided ranges.
print(s ~= "c", r ~= 2.0, 0.0..<0.5 ~= 0.25, "a"..."f" ~= "g")
print(..<5 ~= 3, (1...) ~= 0, ...2.5 ~= 2.5, r ~= 0.5 && s ~= "bb")

// Equatable: the same bounds.
let unitAgain = 0.0...1.0
func same<T: Equatable>(_ x: T, _ y: T) -> Bool { x == y }
print(r == unitAgain, r != unitAgain, ("a"..<"b") == ("a"..<"c"), same(UInt8(1)..<3, UInt8(1)..<3))
print([r, unitAgain].contains(0.0...2.0))
