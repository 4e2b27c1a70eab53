// Checks after type checking: the same storage passed to two `inout` parameters, a
// `let` property with an initial value assigned again in an initializer.
func swapValues(_ a: inout Int, _ b: inout Int) {
    let t = a
    a = b
    b = t
}
var x = 1
swapValues(&x, &x) // expected-error {{inout arguments are not allowed to alias each other}} expected-note {{previous aliasing argument}}
// expected-error@-1 {{overlapping accesses to 'x', but modification requires exclusive access; consider copying to a local variable}}
// expected-note@-2 {{conflicting access is here}}
var values = [1, 2]
swapValues(&values[0], &values[1]) // expected-error {{overlapping accesses to 'values', but modification requires exclusive access; consider copying to a local variable}}
// expected-note@-1 {{conflicting access is here}}
struct Pair {
    var first = 0
    var second = 0
}
var pair = Pair()
swapValues(&pair.first, &pair.second)
swapValues(&pair.first, &pair.first) // expected-error {{overlapping accesses to 'pair.first', but modification requires exclusive access; consider copying to a local variable}}
// expected-note@-1 {{conflicting access is here}}

struct Settings {
    let limit: Int = 10 // expected-note {{initial value already provided in 'let' declaration}}
    // expected-note@-1 {{change 'let' to 'var' to make it mutable}}
    init() {
        self.limit = 20 // expected-error {{immutable value 'self.limit' may only be initialized once}}
    }
}
