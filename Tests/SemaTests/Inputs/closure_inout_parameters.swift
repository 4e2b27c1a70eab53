// Closures with `inout` parameters and function values of such types, misused.
func apply(_ f: (inout Int) -> (), to x: inout Int) { f(&x) }
var n = 1
apply({ (x: Int) in print(x) }, to: &n) // expected-error {{cannot convert value of type '(Int) -> ()' to expected argument type '(inout Int) -> ()'}}
let increment = { (x: inout Int) in x += 1 }
increment(n) // expected-error {{passing value of type 'Int' to an inout parameter requires explicit '&'}}
let show = { (x: Int) in print(x) }
show(&n) // expected-error {{'&' used with non-inout argument of type 'Int'}}
let fixed = 1 // expected-note {{change 'let' to 'var' to make it mutable}}
increment(&fixed) // expected-error {{cannot pass immutable value as inout argument: 'fixed' is a 'let' constant}}
var ratio = 1.0
increment(&ratio) // expected-error {{cannot convert value of type 'Double' to expected argument type 'Int'}}
let h: (Int) -> () = { (x: inout Int) in x = 3 } // expected-error {{cannot convert value of type '(inout Int) -> ()' to specified type '(Int) -> ()'}}
