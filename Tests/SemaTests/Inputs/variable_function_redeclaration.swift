// A variable and a function without parameters of the same name clash; swiftc reports
// the later of the two, each named in full, and compares a declaration it reported
// with no later one. A function with parameters, or a static member beside an instance
// one, does not clash.
let x = 1 // expected-note {{'x' previously declared here}}
func x() -> Int { 2 } // expected-error {{invalid redeclaration of 'x()'}}
func x(a: Int) {}
var y: Int { 3 } // expected-note {{'y' previously declared here}}
func y() {} // expected-error {{invalid redeclaration of 'y()'}}
struct S {
  var m = 1 // expected-note {{'m' previously declared here}}
  func m() {} // expected-error {{invalid redeclaration of 'm()'}}
  func n(_ a: Int) {}
  var n = 2
  static func k() {}
  var k = 3
}
func z() {} // expected-note {{'z()' previously declared here}}
let z = 3 // expected-error {{invalid redeclaration of 'z'}}
func z() -> Int { 1 }
