// A type's methods and initializers named without a call.
struct Counter {
  var n = 0
  mutating func bump() { n += 1 }
  func get() -> Int { n } // expected-note {{found this candidate}}
  func get(plus k: Int) -> Int { n + k } // expected-note {{found this candidate}}
  static func make() -> Counter { Counter() }
}
let bump = Counter.bump // expected-error {{cannot reference 'mutating' method as function value}}
let get = Counter.get // expected-error {{ambiguous use of 'get'}}
let initializer = Int.init // expected-error {{ambiguous use of 'init'}}
let property = Counter.n // expected-error {{instance member 'n' cannot be used on type 'Counter'; did you mean to use a value of this type instead?}}
let make = Counter.make
let count: Int = make().get()
