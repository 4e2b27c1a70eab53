// A function or initializer needs a body outside a protocol.
func missing() // expected-error {{expected '{' in body of function declaration}}

struct Shape {
    func area() -> Int // expected-error {{expected '{' in body of function declaration}}
    init() // expected-error {{initializer requires a body}}
}

protocol Named {
    func name() -> String
}
