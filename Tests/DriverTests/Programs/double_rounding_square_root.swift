let values = [2.5, -2.5, 3.5, 2.4, -0.5, 7.0]
for v in values {
  print(v, v.rounded(), v.rounded(.toNearestOrEven), v.rounded(.up), v.rounded(.down),
        v.rounded(.towardZero), v.rounded(.awayFromZero), v.rounded(.toNearestOrAwayFromZero))
}
var x = 6.5
x.round()
print(x)
x.round(.down)
print(x)
print(2.0.squareRoot(), 16.0.squareRoot(), (-1.0).squareRoot().isNaN)
var y = 81.0
y.formSquareRoot()
print(y)
let rule = FloatingPointRoundingRule.up
print(rule, 1.25.rounded(rule))
func hypot(_ a: Double, _ b: Double) -> Double { (a * a + b * b).squareRoot() }
print(hypot(3, 4), Int(9.99.rounded()))
