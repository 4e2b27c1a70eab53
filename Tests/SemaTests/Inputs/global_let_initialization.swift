// A global 'let' without a value: initialized once, in top-level code, before use.
let once: Int // expected-note {{change 'let' to 'var' to make it mutable}}
once = 1
once = 2 // expected-error {{immutable value 'once' may only be initialized once}}
let early: Int // expected-note {{constant defined here}}
print(early) // expected-error {{constant 'early' used before being initialized}}
early = 1
print(once)
