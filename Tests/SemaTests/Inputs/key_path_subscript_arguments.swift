// miniswiftc-only: swiftc evaluates a key path's subscript arguments when it makes the
// key path; miniswiftc takes literals only yet, and says so at the argument.
struct S { var a = [1, 2] }
let i = 1
let k = \S.a[i] // expected-error {{a key path subscript argument other than a literal is not supported yet by miniswiftc}}
let ok = \S.a[1]
