// swiftc keeps `Void` as written in its messages, and `()` where `()` is written; a
// function that writes its `Void` result gets no suggestion to add a return type. A value
// converted to an optional type is said not to convert to the wrapped type.
let f: () -> Void = 1 // expected-error {{cannot convert value of type 'Int' to specified type '() -> Void'}}
let g: () -> () = 1 // expected-error {{cannot convert value of type 'Int' to specified type '() -> ()'}}
let v: Void = 3 // expected-error {{cannot convert value of type 'Int' to specified type 'Void'}}
let o: (() -> Void)? = 4 // expected-error {{cannot convert value of type 'Int' to specified type '() -> Void'}}
let p: (Int, Void) = 5 // expected-error {{cannot convert value of type 'Int' to specified type '(Int, Void)'}}
let q: [(inout Int) -> Void] = 6 // expected-error {{cannot convert value of type 'Int' to specified type '[(inout Int) -> Void]'}}

func run(_ body: () -> Void) { body() }
run(5) // expected-error {{cannot convert value of type 'Int' to expected argument type '() -> Void'}}

func k() -> Void { return 1 } // expected-error {{unexpected non-void return value in void function}}
func k2() { return 1 } // expected-error {{unexpected non-void return value in void function}} expected-note {{did you mean to add a return type?}}

let n: Int? = "s" // expected-error {{cannot convert value of type 'String' to specified type 'Int'}}
let nn: Int?? = "s" // expected-error {{cannot convert value of type 'String' to specified type 'Int?'}}
func take(_ x: Int?) {}
take("s") // expected-error {{cannot convert value of type 'String' to expected argument type 'Int'}}
var m: Int? = nil
m = "s" // expected-error {{cannot assign value of type 'String' to type 'Int'}}
func give() -> Int? { return "s" } // expected-error {{cannot convert return expression of type 'String' to return type 'Int'}}
let items: [Int?] = ["s"] // expected-error {{cannot convert value of type 'String' to expected element type 'Int?'}}
let c: () -> Int? = { "s" } // expected-error {{cannot convert value of type 'String' to closure result type 'Int?'}}

// A closure's written `Void` result: its one `return` is blamed on the type, a `return`
// among other statements on the value.
let single = { () -> Void in return 1 } // expected-error {{declared closure result 'Void' is incompatible with return type 'Int'}}
let unsugared = { () -> () in return 1 } // expected-error {{declared closure result '()' is incompatible with return type 'Int'}}
let several = { () -> Void in
  print(1)
  return 1 // expected-error {{cannot convert value of type 'Int' to closure result type 'Void'}}
}
