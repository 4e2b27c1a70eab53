// A call of more arguments than any overload takes: swiftc drops the arguments past the
// parameters of the overload that takes the leading arguments (an unlabeled parameter
// any label), the one of most parameters, rather than saying "no exact matches".
struct Size {
  init(width: Int) {}
  init(name: String) {}
}
func pad(a: Int) {}
func pad(a: Int, b: Int) {} // expected-note {{'pad(a:b:)' declared here}}
func show(_ n: Int) {}
func show(_ s: String) {}
_ = Int(nothing: 1, extra: 2) // expected-error {{extra argument 'extra' in call}}
_ = Double(x: 1, y: 2) // expected-error {{extra argument 'y' in call}}
_ = Size(width: 1, h: 2) // expected-error {{extra argument 'h' in call}}
pad(a: 1, b: 2, c: 3) // expected-error {{extra argument 'c' in call}}
pad(a: 1, b: 2, c: 3, d: 4) // expected-error {{extra arguments at positions #3, #4 in call}}
show(1, 2) // expected-error {{extra argument in call}}
