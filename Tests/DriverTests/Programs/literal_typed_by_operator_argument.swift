// A literal argument takes the type an operator argument has a function of:
// `reduce(0, +)` over Doubles starts from 0.0.
let prices = [1.5, 2.25, 3.0]
print(prices.reduce(0, +))
print(prices.reduce(1, *))
print([3, 4].reduce(1, *))
print(["a", "b", "c"].reduce("", +))
print([0.5, 0.25].reduce(0.0, +))
func fold<T>(_ start: T, _ values: [Double], _ combine: (T, Double) -> T) -> T {
  var r = start
  for v in values { r = combine(r, v) }
  return r
}
print(fold(10, [1.5, 2.5], -))
