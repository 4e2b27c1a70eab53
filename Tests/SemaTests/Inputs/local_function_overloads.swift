// Local functions overload by their labels and their types, as swiftc's: a call that no
// overload takes (a note at each candidate), an overloaded name as a value with no type
// to choose by, the same labels and type twice (a redeclaration).
func noMatch() {
  func h(_ x: Int) -> Int { x } // expected-note {{candidate expects value of type 'Int' for parameter #1 (got 'Double')}}
  func h(_ x: String) -> String { x } // expected-note {{candidate expects value of type 'String' for parameter #1 (got 'Double')}}
  func h() -> Int { 1 }
  print(h(2.5)) // expected-error {{no exact matches in call to local function 'h'}}
}

func ambiguousValue() {
  func h(_ x: Int) -> Int { x } // expected-note {{found this candidate}}
  func h(_ x: String) -> String { x } // expected-note {{found this candidate}}
  let k = h // expected-error {{ambiguous use of 'h'}}
}

func redeclared() {
  func h(_ x: Int) -> Int { x }
  func h(_ x: String) -> String { x } // expected-note {{'h' previously declared here}}
  func h(_ y: String) -> String { y } // expected-error {{invalid redeclaration of 'h'}}
  print(h(1), h("a"))
}
