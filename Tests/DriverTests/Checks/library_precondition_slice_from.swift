// `a[5...]` of three elements: the range Swift makes of it, 5..<3, traps first
// ("Swift/Range.swift:761: Fatal error: Range requires lowerBound <= upperBound"),
// before the array checks its bounds.
let a = [1, 2, 3]
let start = 5
print(a[start...])
