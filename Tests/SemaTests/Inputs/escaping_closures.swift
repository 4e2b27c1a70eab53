// `@escaping` parameters: a closure passed to one escapes, so it may not capture an
// inout parameter, a mutating method's `self` or a non-escaping closure parameter
// (checked after type checking, as swiftc's SIL diagnostics do: escaping_parameters.swift
// has the errors of type checking).
var saved: () -> Void = {}
func keep(_ work: @escaping () -> Void) { saved = work }
func run(_ work: () -> Void) { work() }

struct Counter {
    var count = 0
    mutating func schedule() {
        run { count += 1 }
        keep { count += 1 } // expected-error {{escaping closure captures mutating 'self' parameter}}
        // expected-note@-1 {{captured here}}
    }
}
func bump(_ n: inout Int) {
    run { n += 1 }
    keep { n += 1 } // expected-error {{escaping closure captures 'inout' parameter 'n'}}
    // expected-note@-3 {{parameter 'n' is declared 'inout'}}
    // expected-note@-2 {{captured here}}
}
func later(_ f: () -> Void) { // expected-note {{parameter 'f' is implicitly non-escaping}}
    keep { f() } // expected-error {{escaping closure captures non-escaping parameter 'f'}}
    // expected-note@-1 {{captured here}}
    run { f() }
}
func pass(_ f: @escaping () -> Void) -> () -> Void {
    keep { f() }
    keep(f)
    return f
}
