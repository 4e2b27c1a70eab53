// miniswiftc-only: a library protocol constrained by its primary associated type
// (`some Sequence<Int>`) is not supported yet.
func evens(upTo n: Int) -> some Sequence<Int> { stride(from: 0, through: n, by: 2) } // expected-error {{a protocol constrained by its primary associated type ('Sequence<...>') is not supported yet by miniswiftc}}
func firstTwo(_ c: some Collection<Int>) -> [Int] { Array(c.prefix(2)) } // expected-error {{an opaque type ('some Collection<Int>') here is not supported yet by miniswiftc}}
