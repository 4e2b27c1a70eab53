// A tuple comparison operator passed as a function value: `sorted(by: <)` over tuples
// and over a dictionary's `(key:value:)` elements, as swiftc's tuple `<` and `==`.
let pairs = [(2, "b"), (1, "z"), (1, "a")]
print(pairs.sorted(by: <))
print(pairs.sorted(by: >))
let scores = ["b": 2, "a": 1, "c": 2]
print(scores.sorted(by: <))
print(scores.sorted(by: >).map(\.key))
let same: ((Int, Int), (Int, Int)) -> Bool = (==)
print(same((1, 2), (1, 2)), same((1, 2), (2, 1)))
func apply(_ f: ((Int, String), (Int, String)) -> Bool) -> Bool { f((1, "x"), (1, "y")) }
print(apply(<=), apply(>=), apply(!=))
