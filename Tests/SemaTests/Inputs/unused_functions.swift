// A function (or a key path) computed as a statement and never called: an error.
func double(_ x: Int) -> Int { x * 2 }
func makeAdder() -> (Int) -> Int { { $0 + 1 } }
struct Point { var x = 1 }
double // expected-error {{function is unused}}
makeAdder() // expected-error {{function is unused}}
\Point.x // expected-error {{result of key path is unused}}
