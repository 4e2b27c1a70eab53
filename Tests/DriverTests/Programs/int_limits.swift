// Integer limits, conversions between integer types and from Double.
print(Int.max, Int.min)
print(Int.max / 2, Int.min + 1, -(Int.max))
print(Int(3.99), Int(-0.5), Double(Int.max) > 9e18)
let hex = 0xff, oct = 0o17, bin = 0b1001, big = 1_000_000
print(hex, oct, bin, big)
