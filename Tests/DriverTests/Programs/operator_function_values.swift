// The standard operators as function values: infix ones written alone or in
// parentheses, prefix ones (`-`, `!`) where a function of one parameter is wanted.
let add: (Int, Int) -> Int = (+)
print(add(1, 2))
let less: (Int, Int) -> Bool = (<)
print(less(1, 2))
print([1, 2].reduce(0, (+)))
let times: (Double, Double) -> Double = (*)
print(times(1.5, 2))
print(["a", "b"].reduce("", +))
print(["b", "a"].sorted(by: <))
print([1, 2, 3].map(-))
print([1.5, -2.5].map(-))
print([true, false].map(!))
let ops: [(Int, Int) -> Int] = [(+), (-), (*)]
print(ops.map { $0(6, 3) })
func combine(_ x: Int, _ y: Int, with op: (Int, Int) -> Int) -> Int { op(x, y) }
print(combine(6, 3, with: -), combine(6, 3, with: /), combine(6, 3, with: %))
func applyToAll(_ xs: [Int], _ f: (Int) -> Int) -> [Int] { xs.map(f) }
print(applyToAll([4, -5], -))
let same: (String, String) -> Bool = (==)
print(same("a", "a"))
let not: (Bool) -> Bool = (!)
print(not(true))
