// miniswiftc-only: swiftc types an empty collection literal passed as a generic
// argument from the rest of the call (a closure's body too); miniswiftc reads only a
// closure's subscripts and appends of its accumulator (`$0[k, default: 0] += 1`,
// `$0.append(x)`), and says so elsewhere rather than blaming valid Swift.
func keep<T>(_ x: T) {}
keep([]) // expected-error {{an empty collection literal as a generic argument is not supported yet by miniswiftc}}
let joined = [1, 2].reduce(into: []) { acc, x in acc += [x] } // expected-error {{an empty collection literal whose type a closure argument decides is not supported yet by miniswiftc}}
let counts = ["a"].reduce(into: [:]) { $0[$1, default: 0] += 1 }
