// Double.pi is the library's Swift (stdlib/FloatingPointConstants.swift), as a static
// member and as an implicit member where a Double is expected.
print(Double.pi)
let r = 2.0
print(Double.pi * r * r)
let x: Double = .pi
print(x / 2)
func area(_ r: Double) -> Double { .pi * r * r }
print(area(1))
