// miniswiftc-only: typed throws (Swift 6) is reported at its `throws`, in a function, a
// closure, a function type and a `do`.
enum E: Error { case a }
func f() throws(E) { throw .a } // expected-error {{typed throws is not supported yet by miniswiftc}}
let g = { () throws(E) -> Int in 1 } // expected-error {{typed throws is not supported yet by miniswiftc}}
let h: () throws(E) -> Int = g // expected-error {{typed throws is not supported yet by miniswiftc}}
do throws(E) { try f() } catch { print(error) } // expected-error {{typed throws is not supported yet by miniswiftc}}
