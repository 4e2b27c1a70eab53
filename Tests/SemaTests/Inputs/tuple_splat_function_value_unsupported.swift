// miniswiftc-only: a function of two parameters passed where a function of one pair is
// taken is valid Swift (a closure argument is taken apart; so is a named function), and
// not supported yet for a function value.
func add(_ a: Int, _ b: Int) -> Int { a + b }
let pairs = [(1, 2), (3, 4)]
let sums = pairs.map(add) // expected-error {{a function value of 2 parameters passed where one tuple is taken is not supported yet by miniswiftc}}
func apply(_ f: ((Int, Int)) -> Int) -> Int { f((5, 6)) }
let eleven = apply(add) // expected-error {{a function value of 2 parameters passed where one tuple is taken is not supported yet by miniswiftc}}
let closures = pairs.map { a, b in a + b }
