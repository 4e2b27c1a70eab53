// A class inheriting from a generic class sees the superclass's members with the
// arguments it gives it.
class Base<T> { // expected-note {{arguments to generic parameter 'T' ('Int' and 'String') are expected to be equal}} expected-note {{arguments to generic parameter 'T' ('Double' and 'Int') are expected to be equal}}
  var value: T
  init(_ v: T) { value = v }
  func get() -> T { value }
}

class IntBox: Base<Int> {
  override func get() -> Int { value + 1 }
  func wrong() -> String { value } // expected-error {{cannot convert return expression of type 'Int' to return type 'String'}}
}

class Sub<U>: Base<U> {
  override func get() -> U { value }
}

let box = IntBox(1)
let asBase: Base<Int> = box
let other: Base<String> = box // expected-error {{cannot assign value of type 'Base<Int>' to type 'Base<String>'}}
let sub: Base<Double> = Sub<Double>(2.5)
let mismatched: Base<Int> = Sub<Double>(2.5) // expected-error {{cannot assign value of type 'Base<Double>' to type 'Base<Int>'}}
box.value = "one" // expected-error {{cannot assign value of type 'String' to type 'Int'}}
_ = IntBox("one") // expected-error {{cannot convert value of type 'String' to expected argument type 'Int'}}
