// Calls of generic functions with a variadic parameter that swiftc rejects: each
// variadic argument must be the one element type, which something must fix, and
// satisfy its requirements; the function is named as swiftc prints it.
struct Plain {}
func count<T>(_ label: String, _ items: T...) -> Int { return items.count } // expected-note {{in call to function 'count'}}
func largest<T: Comparable>(of first: T, _ rest: T...) -> T { return first } // expected-note {{where 'T' = 'Plain'}}
func smallest<T: Comparable>(_ first: T, _ rest: T...) -> T { return first } // expected-note {{where 'T' = 'Plain'}}

let a = count("none") // expected-error {{generic parameter 'T' could not be inferred}}
let b = max(1, "a", 2) // expected-error {{cannot convert value of type 'String' to expected argument type 'Int'}}
let c = largest(of: 1, 2, "x") // expected-error {{cannot convert value of type 'String' to expected argument type 'Int'}}
let d = largest(of: Plain(), Plain()) // expected-error {{global function 'largest(of:_:)' requires that 'Plain' conform to 'Comparable'}}
let e = smallest(Plain(), Plain(), Plain()) // expected-error {{global function 'smallest' requires that 'Plain' conform to 'Comparable'}}
let f = min(3, 2.5, Int(1)) // expected-error {{cannot convert value of type 'Double' to expected argument type 'Int'}}
