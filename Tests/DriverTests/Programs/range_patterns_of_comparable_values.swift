// Range patterns over values other than Int: the literals of `case ..<0:`, `case 1...2:`
// and `case 0...5:` take the matched value's type (Double, UInt8, Int8), as Swift's ~= does.
func describe(_ t: Double) -> String {
  switch t {
  case ..<0: return "negative"
  case 0..<1: return "fraction"
  case 1...2: return "small"
  case 2...: return "big"
  default: return "nan"
  }
}
print(describe(-1), describe(0.5), describe(1.5), describe(7))
let b: UInt8 = 7
switch b {
case 0...5: print("low")
case 6..<10: print("mid")
default: print("high")
}
let unit: ClosedRange<Double> = 0...1
print(unit, unit.contains(0.5))
let w = "kiwi"
switch w {
case "a"..<"m": print("first half")
default: print("second half")
}
if case 10... = Int8(12) { print("ten up") }
