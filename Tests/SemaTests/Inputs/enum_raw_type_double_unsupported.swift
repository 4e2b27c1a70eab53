// miniswiftc-only: a Double raw type is valid Swift that miniswiftc does not compile yet
// (it was accepted, and its raw values made up as Ints).
enum Ratio: Double { case half = 0.5, whole = 1 } // expected-error {{raw type 'Double' is not supported yet by miniswiftc}}
