// Arguments that do not fit what a call takes, with swiftc's errors: to a function, a
// method and an initializer that take none, and to function values (whose parameters
// have no labels) with labels written, arguments missing or extra (with a note at the
// variable).
func none() {}
none(1) // expected-error {{argument passed to call that takes no arguments}}
none(1, 2) // expected-error {{argument passed to call that takes no arguments}}
none(x: 1) // expected-error {{argument passed to call that takes no arguments}}

struct S {
  init() {}
  func m() {}
}
S().m(3) // expected-error {{argument passed to call that takes no arguments}}
let s = S(2) // expected-error {{argument passed to call that takes no arguments}}

let c = { () -> Int in 1 }
_ = c(4) // expected-error {{argument passed to call that takes no arguments}}
let d: (Int) -> Int = { $0 } // expected-note 2 {{'d' declared here}}
_ = d() // expected-error {{missing argument for parameter #1 in call}}
_ = d(1, 2) // expected-error {{extra argument in call}}
_ = d(1, 2, 3) // expected-error {{extra arguments at positions #2, #3 in call}}
_ = d(x: 1) // expected-error {{extraneous argument label 'x:' in call}}
let e: (Int, String) -> Int = { a, _ in a } // expected-note 2 {{'e' declared here}}
_ = e(1) // expected-error {{missing argument for parameter #2 in call}}
_ = e() // expected-error {{missing arguments for parameters #1, #2 in call}}
_ = e(a: 1, b: "") // expected-error {{extraneous argument labels 'a:b:' in call}}
