// A `for`-`in` over `a..<b` whose lower bound is above its upper bound traps where the
// range is made, before the first iteration (Swift's Range.swift: "Range requires
// lowerBound <= upperBound").
let low = Int("5")!
print("before")
for i in low..<3 { print("never", i) }
print("never after")
