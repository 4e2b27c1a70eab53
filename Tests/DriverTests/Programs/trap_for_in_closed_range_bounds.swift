// A `for`-`in` over `a...b` whose lower bound is above its upper bound traps where the
// range is made (Swift's ClosedRange.swift: "Range requires lowerBound <= upperBound").
let high = Int("1")!
print("before")
for i in 2...high { print("never", i) }
print("never after")
