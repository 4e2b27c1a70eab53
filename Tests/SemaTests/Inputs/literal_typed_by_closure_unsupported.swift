// miniswiftc-only: a literal argument whose type only a closure argument decides
// (swiftc makes `Result` a Double here) is found from the operands of the closure's
// arithmetic; from anything else it is "not supported yet" at the literal, not blamed
// on the closure's body.
struct Item { let price: Double }
let items = [Item(price: 1.5), Item(price: 2.25)]
let total = items.reduce(0) { $0 + $1.price }
let most = items.reduce(0) { max($0, $1.price) } // expected-error {{a literal argument whose type a closure argument decides is not supported yet by miniswiftc}}
// With the literal's default type the closure checks: nothing to report.
let count = items.reduce(0) { n, _ in n + 1 }
// A typed literal, or an operator, decides it.
let sum = items.reduce(0.0) { $0 + $1.price }
let doubles = [1.5, 2.5].reduce(0, +)
