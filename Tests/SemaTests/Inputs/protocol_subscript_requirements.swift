// Subscript requirements: the witness needs the same labels, index and element types.
protocol Grid {
    subscript(row: Int, column: Int) -> Double { get } // expected-note {{protocol requires subscript with type '(Int, Int) -> Double'}}
}
struct Board: Grid {
    subscript(row: Int, column: Int) -> Double { 0 }
}
struct Wrong: Grid { // expected-error {{type 'Wrong' does not conform to protocol 'Grid'}}
    // expected-note@-1 {{add stubs for conformance}}
    subscript(row: Int, column: Int) -> Int { 0 } // expected-note {{candidate has non-matching type '(Int, Int) -> Int'}}
}
func corner<G: Grid>(_ g: G) -> Double { g[0, 0] }
print(corner(Board()))
