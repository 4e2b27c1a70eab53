// Tuples: swiftc's errors for labelled single elements and for tuple patterns that do
// not fit (for-in, destructuring with a written type).
let single = (x: 1)                  // expected-error {{cannot create a single-element tuple with an element label}}
let singleType: (x: Int) = 5         // expected-error {{cannot create a single-element tuple with an element label}}
for (i, j) in [1, 2] { print(i, j) } // expected-error {{tuple pattern cannot match values of non-tuple type 'Int'}}
for (i, j) in [(1, 2, 3)] { print(i, j) } // expected-error {{pattern cannot match values of type '(Int, Int, Int)'}}
let (f, g): (Int, Int, Int) = (1, 2, 3) // expected-error {{tuple pattern has the wrong length for tuple type '(Int, Int, Int)'}} expected-error {{pattern of type '(_, _)' cannot match '(Int, Int, Int)'}}
let (h, k): Int = 5                  // expected-error {{tuple pattern cannot match values of the non-tuple type 'Int'}} expected-error {{pattern of type '(_, _)' cannot match 'Int'}}
let blanks: (_: Int, b: Int) = (1, 2)
print(single, singleType, f, g, h, k, blanks)
