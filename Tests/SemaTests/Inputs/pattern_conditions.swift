// The errors of a pattern in a condition (`if case`) are those of a `switch` case's,
// at the case's name.
enum Shape { case circle(Double), square }
let n = 3
let s = Shape.square
if case .circle(let r) = n { print(r) }  // expected-error {{type 'Int' has no member 'circle'}}
if case .triangle = s { print("t") }  // expected-error {{type 'Shape' has no member 'triangle'}}
if case .some(let v) = n { print(v) }  // expected-error {{type 'Int' has no member 'some'}}
if case .square(let q) = s { print(q) }  // expected-error {{pattern with associated values does not match enum case 'square'}} expected-note {{remove associated values to make the pattern match}}

switch s {
case .square(let q): print(q)  // expected-error {{pattern with associated values does not match enum case 'square'}} expected-note {{remove associated values to make the pattern match}}
case Shape.triangle: print("t")  // expected-error {{type 'Shape' has no member 'triangle'}}
default: break
}
