// Double's truncatingRemainder(dividingBy:), the library's Swift over one builtin (LLVM's
// frem): TSPL's Protocols chapter's random number generator, and the sign rules.
protocol RandomNumberGenerator {
  func random() -> Double
}

class LinearCongruentialGenerator: RandomNumberGenerator {
  var lastRandom = 42.0
  let m = 139968.0
  let a = 3877.0
  let c = 29573.0
  func random() -> Double {
    lastRandom = ((lastRandom * a + c).truncatingRemainder(dividingBy: m))
    return lastRandom / m
  }
}

let generator = LinearCongruentialGenerator()
print("Here's a random number: \(generator.random())")
print("And another one: \(generator.random())")

print(8.625.truncatingRemainder(dividingBy: 0.75))
print((-8.625).truncatingRemainder(dividingBy: 0.75))
print(10.0.truncatingRemainder(dividingBy: -3.0))
print(5.0.truncatingRemainder(dividingBy: 0.0).isNaN)
let x: Double = 7
print(x.truncatingRemainder(dividingBy: 2))
print(Double.infinity, -Double.infinity, Double.nan.isNaN, Double.infinity.isInfinite)
print(1.5.isFinite, Double.infinity.isFinite, Double.nan.isFinite, (1.0 / 0.0).isInfinite)
