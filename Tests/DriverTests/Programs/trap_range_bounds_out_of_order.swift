// A range whose lower bound is above its upper bound traps (Swift's ClosedRange.swift:
// "Range requires lowerBound <= upperBound").
print("before")
let low = 2.0
let r = low...1.0
print(r)
