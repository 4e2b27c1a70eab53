// `T!` is allowed only as the whole type of a variable, parameter or result.
let names: [String!] = [] // expected-error {{using '!' is not allowed here}} expected-note {{use '?' instead}}
var pair: (Int!, Int) = (1, 2) // expected-error {{using '!' is not allowed here}} expected-note {{use '?' instead}}
func first(_ values: [Int]) -> Int! { values.first }
let fine: Int! = first([1])
