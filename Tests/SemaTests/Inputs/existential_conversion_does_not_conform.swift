// A value of a type that does not conform where an existential is expected: swiftc
// names the protocol (the first of a composition the type lacks), not the conversion.
protocol P {}
protocol Q {}
struct S: Q {}
class C {}
func f(_ p: P) {}
f(5) // expected-error {{argument type 'Int' does not conform to expected type 'P'}}
f(C()) // expected-error {{argument type 'C' does not conform to expected type 'P'}}
func g() -> any P { S() } // expected-error {{return expression of type 'S' does not conform to 'P'}}
let x: P = "s" // expected-error {{value of type 'String' does not conform to specified type 'P'}}
let y: P & Q = S() // expected-error {{value of type 'S' does not conform to specified type 'P'}}
let z: P? = [1] // expected-error {{value of type '[Int]' does not conform to specified type 'P'}}
let d: any CustomDebugStringConvertible = true // expected-error {{value of type 'Bool' does not conform to specified type 'CustomDebugStringConvertible'}}
