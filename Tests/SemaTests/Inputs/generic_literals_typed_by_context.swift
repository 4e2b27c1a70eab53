// A literal inside a generic call typed by the call's context: one the context's type
// cannot take is blamed as the literal.
struct Box<T> { var v: T }
func identity<T>(_ x: T) -> T { x }
func showChar(_ b: Box<Character>) { print(b.v) }
showChar(Box(v: 1)) // expected-error {{cannot convert value of type 'Int' to expected argument type 'Character'}}
let x: Double = identity("s") // expected-error {{cannot convert value of type 'String' to specified type 'Double'}}
let b: Box<Double> = Box(v: "s") // expected-error {{cannot convert value of type 'String' to expected argument type 'Double'}}
func takesBoxInt(_ b: Box<Int>) {}
takesBoxInt(Box(v: 2.5)) // expected-error {{cannot convert value of type 'Double' to expected argument type 'Int'}}
takesBoxInt(Box(v: "s")) // expected-error {{cannot convert value of type 'String' to expected argument type 'Int'}}
