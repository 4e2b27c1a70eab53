// Same-type requirements between two generic parameters: swiftc's warning where they
// are declared (an error in the Swift 6 language mode), its errors where a use gives
// the two different types.
func same<T, U>(_ a: T, _ b: U) where T == U {} // expected-warning {{same-type requirement makes generic parameters 'U' and 'T' equivalent; this is an error in the Swift 6 language mode}}
func chain<T, U, V>(_ a: T, _ b: U, _ c: V) where T == U, U == V {} // expected-warning {{same-type requirement makes generic parameters 'U' and 'T' equivalent; this is an error in the Swift 6 language mode}} expected-warning {{same-type requirement makes generic parameters 'V' and 'T' equivalent; this is an error in the Swift 6 language mode}}
func itself<T>(_ a: T) where T == T {}

struct Box<Element> {
  var value: Element
  func replaced<C>(with c: C) -> Box<C> where C == Element { Box<C>(value: c) } // expected-warning {{same-type requirement makes generic parameters 'C' and 'Element' equivalent; this is an error in the Swift 6 language mode}}
}

struct Pair<A, B> where A == B { // expected-warning {{same-type requirement makes generic parameters 'B' and 'A' equivalent; this is an error in the Swift 6 language mode}} expected-note {{requirement specified as 'A' == 'B' [with A = Int; B = String]}}
  var first: A, second: B
}

let i = 1, s = "x", d = 2.5, flag = true
same(i, s) // expected-error {{conflicting arguments to generic parameter 'T' ('Int' vs. 'String')}}
same(s, i) // expected-error {{conflicting arguments to generic parameter 'T' ('String' vs. 'Int')}}
same(flag, 1) // expected-error {{conflicting arguments to generic parameter 'T' ('Bool' vs. 'Int')}}
chain(i, d, d) // expected-error {{conflicting arguments to generic parameter 'T' ('Int' vs. 'Double')}}
chain(i, i, d) // expected-error {{cannot convert value of type 'Double' to expected argument type 'Int'}}
let box = Box(value: i)
_ = box.replaced(with: s) // expected-error {{cannot convert value of type 'String' to expected argument type 'Int'}}
let bad: Pair<Int, String>? = nil // expected-error {{'Pair' requires the types 'Int' and 'String' be equivalent}}
