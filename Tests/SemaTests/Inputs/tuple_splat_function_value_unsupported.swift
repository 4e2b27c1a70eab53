// miniswiftc-only: a function of two parameters passed where a function of one pair is
// taken is valid Swift (a closure argument is taken apart; so is a function named,
// `pairs.map(add)`), and not supported yet for another expression's function value.
func add(_ a: Int, _ b: Int) -> Int { a + b }
let pairs = [(1, 2), (3, 4)]
let combiners = [add]
let sums = pairs.map(combiners[0]) // expected-error {{a function value of 2 parameters passed where one tuple is taken is not supported yet by miniswiftc}}
func apply(_ f: ((Int, Int)) -> Int) -> Int { f((5, 6)) }
let eleven = apply(combiners[0]) // expected-error {{a function value of 2 parameters passed where one tuple is taken is not supported yet by miniswiftc}}
let named = pairs.map(add)
let closures = pairs.map { a, b in a + b }
