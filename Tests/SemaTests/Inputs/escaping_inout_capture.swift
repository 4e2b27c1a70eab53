// A closure that escapes (returned, stored, assigned) cannot capture an inout
// parameter; one passed to a call or called at once can.
func counter(_ value: inout Int) -> () -> Void {
    return { value += 1 } // expected-error {{escaping closure captures 'inout' parameter 'value'}}
    // expected-note@-2 {{parameter 'value' is declared 'inout'}}
    // expected-note@-2 {{captured here}}
}
func stored(_ total: inout Int) -> () -> Int {
    let read: () -> Int = { total * 2 } // expected-error {{escaping closure captures 'inout' parameter 'total'}}
    // expected-note@-2 {{parameter 'total' is declared 'inout'}}
    // expected-note@-2 {{captured here}}
    return read
}
func apply(_ f: () -> Void) { f() }
func fine(_ n: inout Int) {
    apply({ n += 1 })
    let doubled = [1, 2].map { $0 * n }
    print(doubled)
}
