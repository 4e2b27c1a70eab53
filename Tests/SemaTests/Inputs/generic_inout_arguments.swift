// A generic function's inout parameters take `&` arguments as any function's do: the
// variable must be mutable, `&` is required there and refused elsewhere (the library's
// `swap` included). generic_inout_exclusivity.swift has the checks after type checking.
func exchange<T>(_ a: inout T, _ b: inout T) {
    let t = a
    a = b
    b = t
}
func store<T>(_ value: T, into slot: inout T) {
    slot = value
}
var a = 1
var b = 2
let c = 3 // expected-note {{change 'let' to 'var' to make it mutable}}
swap(a, b) // expected-error {{passing value of type 'Int' to an inout parameter requires explicit '&'}}
// expected-error@-1 {{passing value of type 'Int' to an inout parameter requires explicit '&'}}
swap(&c, &a) // expected-error {{cannot pass immutable value as inout argument: 'c' is a 'let' constant}}
store(&a, into: &b) // expected-error {{'&' used with non-inout argument of type 'Int'}}
var pair = (first: 1, second: 2)
swap(&pair.first, &pair.second)
exchange(&a, &b)
