// miniswiftc-only: a variable a top-level `guard let` binds is one of `main`'s locals,
// so a function using it is reported (Swift makes it a global).
let value: Int? = 5
guard let bound = value else { fatalError() }
print(bound)
func f() { print(bound) } // expected-error {{a variable bound by a top-level 'guard' used outside top-level code is not supported yet by miniswiftc}}
