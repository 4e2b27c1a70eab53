// Arithmetic overflow traps (the wrapping operators do not).
var x = Int.max - 2
for _ in 0..<5 {
    print(x &+ 10 < 0)
    x += 1
    print(x)
}
