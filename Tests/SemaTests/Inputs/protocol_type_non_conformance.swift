// A protocol type does not conform to its protocol: an array of protocol values is no
// array of a type that conforms (swiftc opens a single protocol value passed as `T`
// instead, SE-0352; miniswiftc does not yet: generics_protocols_unsupported.swift).
protocol Shape { func draw() -> String }
func count<T: Shape>(_ xs: [T]) -> Int { xs.count } // expected-note {{required by global function 'count' where 'T' = 'any Shape'}}
let shapes: [any Shape] = []
let n = count(shapes) // expected-error {{type 'any Shape' cannot conform to 'Shape'}} expected-note {{only concrete types such as structs, enums and classes can conform to protocols}}
