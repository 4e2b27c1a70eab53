// Locals of one name in one body: a variable beside a function is no redeclaration (a
// use of the name finds the variable), two functions with the same labels or two
// variables are, and swiftc names a function with its labels.
func variableBesideFunction() {
  let y = 1
  func y(_ v: Int) -> Int { v }
  print(y)
  print(y(2)) // expected-error {{cannot call value of non-function type 'Int'}}
}

func functionBesideVariable() {
  func z() -> Int { 2 }
  let z = 3
  print(z + 1)
}

func sameFunctionTwice() {
  func w() -> Int { 2 } // expected-note {{'w()' previously declared here}}
  func w() -> Int { 3 } // expected-error {{invalid redeclaration of 'w()'}}
  print(w())
}

func sameVariableTwice() {
  let v = 1 // expected-note {{'v' previously declared here}}
  var v = 2 // expected-error {{invalid redeclaration of 'v'}}
  print(v)
}
