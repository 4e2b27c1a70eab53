// A non-escaping closure parameter may not be stored, returned or passed on to an
// `@escaping` one; `@escaping` is written on a parameter's function type only.
var saved: () -> Void = {}
func keep(_ work: @escaping () -> Void) { saved = work }
func run(_ work: () -> Void) { work() }

func store(_ f: () -> Void) { // expected-note 2 {{parameter 'f' is implicitly non-escaping}}
    saved = f // expected-error {{assigning non-escaping parameter 'f' to an '@escaping' closure}}
    keep(f) // expected-error {{passing non-escaping parameter 'f' to function expecting an '@escaping' closure}}
    run(f)
    let local = f
    local()
}
func give(_ f: () -> Void) -> () -> Void { // expected-note {{parameter 'f' is implicitly non-escaping}}
    return f // expected-error {{using non-escaping parameter 'f' in a context expecting an '@escaping' closure}}
}
var wrong: @escaping () -> Void = {} // expected-error {{'@escaping' may only be used in function parameter position}}
func notFunction(_ x: @escaping Int) {} // expected-error {{'@escaping' only applies to function types}}
func optional(_ x: @escaping (() -> Void)?) {} // expected-error {{closure is already escaping in optional type argument}}
func nested(_ g: (@escaping () -> Void) -> Void) { g {} }
let pair: (Int, @escaping () -> Void)? = nil // expected-error {{'@escaping' may only be used in function parameter position}}
