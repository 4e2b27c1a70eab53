// Two inout arguments of a generic function must not access the same storage (Swift's
// law of exclusivity), the library's `swap` included: checked after type checking, as
// for any function (exclusivity_and_let_initialization.swift).
func exchange<T>(_ a: inout T, _ b: inout T) {
    let t = a
    a = b
    b = t
}
var a = 1
var b = 2
exchange(&a, &a) // expected-error {{inout arguments are not allowed to alias each other}} expected-note {{previous aliasing argument}}
// expected-error@-1 {{overlapping accesses to 'a', but modification requires exclusive access; consider copying to a local variable}}
// expected-note@-2 {{conflicting access is here}}
swap(&b, &b) // expected-error {{inout arguments are not allowed to alias each other}} expected-note {{previous aliasing argument}}
// expected-error@-1 {{overlapping accesses to 'b', but modification requires exclusive access; consider copying to a local variable}}
// expected-note@-2 {{conflicting access is here}}
var pair = (first: 1, second: 2)
swap(&pair.first, &pair.second)
exchange(&a, &b)
