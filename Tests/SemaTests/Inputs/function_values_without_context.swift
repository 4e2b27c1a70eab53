// A generic or overloaded function (or method) named as a value with no type to choose
// it by: swiftc cannot infer the generic parameters or choose an overload; a mutating
// method is no value at all.
func twice<T>(_ x: T) -> [T] { [x, x] } // expected-note {{in call to function 'twice'}}
func pick<A, B>(_ a: A, _ b: B) -> A { a } // expected-note {{in call to function 'pick'}}
func over(_ x: Int) -> Int { x } // expected-note {{found this candidate}}
func over(_ x: String) -> String { x } // expected-note {{found this candidate}}
let a = twice // expected-error {{generic parameter 'T' could not be inferred}}
let b = pick // expected-error {{generic parameter 'A' could not be inferred}} expected-error {{generic parameter 'B' could not be inferred}}
let c = over // expected-error {{ambiguous use of 'over'}}
let e = max // expected-error {{generic parameter 'T' could not be inferred}}

struct Counter {
  var n = 0
  mutating func bump() { n += 1 }
  func get(_ k: Int) -> Int { n + k } // expected-note {{found this candidate}}
  func get(_ s: String) -> String { s } // expected-note {{found this candidate}}
}
var counter = Counter()
let f = counter.bump // expected-error {{cannot reference 'mutating' method as function value}}
let g = counter.get // expected-error {{ambiguous use of 'get'}}
let h: (Int) -> Int = counter.get
