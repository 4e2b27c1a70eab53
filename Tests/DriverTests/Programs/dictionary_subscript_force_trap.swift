// `d[k]! += 1` on a missing key traps as a force unwrap of nil does, after the lines
// printed before it.
var counts = ["a": 1]
counts["a"]! += 1
print(counts)
counts["b"]! += 1
print(counts)
