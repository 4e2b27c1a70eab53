// Tuples: swiftc's errors for members, conversions, destructuring, tuple patterns and
// case alternatives that do not bind the same names.
let p = (x: 1, y: 2)
print(p.z)                           // expected-error {{value of tuple type '(x: Int, y: Int)' has no member 'z'}}
print(p.2)                           // expected-error {{value of tuple type '(x: Int, y: Int)' has no member '2'}}
p.0 = 3                              // expected-error {{cannot assign to property: 'p' is a 'let' constant}} expected-note@-3 {{change 'let' to 'var' to make it mutable}}
let q: (a: Int, b: Int) = p          // expected-error {{cannot convert value of type '(x: Int, y: Int)' to specified type '(a: Int, b: Int)'}}
let r: (Int, String) = (1, 2)        // expected-error {{cannot convert value of type '(Int, Int)' to specified type '(Int, String)'}}
let (a, b) = 5                       // expected-error {{cannot convert value of type 'Int' to specified type '(_, _)'}}
let (c, d, e) = p                    // expected-error {{'(x: Int, y: Int)' is not convertible to '(Int, Int, _)', tuples have a different number of elements}}
let s: (Int, Int) = p
print(s, q, r, a, b, c, d, e)

let pair = (1, "a")
switch pair {
case (1, 2, 3): print("three")       // expected-error {{tuple pattern has the wrong length for tuple type '(Int, String)'}}
case (let n, "a"), (0, let n): print(n) // expected-error {{pattern variable bound to type 'String', expected type 'Int'}}
case (let n, "b"), (0, let m): print(n) // expected-error {{'m' must be bound in every pattern}} expected-error {{'n' must be bound in every pattern}}
default: break
}
switch 5 {
case (1, 2): print("pair")           // expected-error {{tuple pattern cannot match values of the non-tuple type 'Int'}}
default: break
}
let maybe: Int? = 3
switch maybe { // expected-error {{switch must be exhaustive}} expected-note {{add missing case: '.none'}}
case let m?: print(m)
}
switch (true, maybe) { // expected-error {{switch must be exhaustive}} expected-note {{add missing case: '(false, .some(_))'}}
case (true, _): print(1)
case (false, nil): print(2)
}
enum E { case a, b(Int) }
switch (E.a, false) { // expected-error {{switch must be exhaustive}} expected-note {{add missing case: '(.b(_), false)'}}
case (.a, _): print(1)
case (.b, true): print(1)
}
switch pair { // expected-error {{switch must be exhaustive}} expected-note {{add missing case: '(_, _)'}}
case (0, "a"): print(1)
}
switch 5 {
case let n?: print(n)                // expected-error {{'?' pattern cannot match values of type 'Int'}}
default: break
}
