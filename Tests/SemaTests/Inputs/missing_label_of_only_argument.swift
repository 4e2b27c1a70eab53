// A missing argument label is reported at the argument when it is the only one
// (swiftc), at the '(' otherwise.
func greet(person: String) -> String { person }
print(greet("Anna")) // expected-error@:13 {{missing argument label 'person:' in call}}
print(greet( "Anna")) // expected-error@:14 {{missing argument label 'person:' in call}}
func two(a: Int, b: Int) {}
two(1, b: 2) // expected-error@:4 {{missing argument label 'a:' in call}}
two(1, 2) // expected-error@:4 {{missing argument labels 'a:b:' in call}}
struct S { init(x: Int) {} }
let s = S(3) // expected-error@:11 {{missing argument label 'x:' in call}}
