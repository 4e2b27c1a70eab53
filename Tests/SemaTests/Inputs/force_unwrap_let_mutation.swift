// Through `!`, a `let` optional is as immutable as the optional itself.
let fixed: [Int]? = [1] // expected-note {{change 'let' to 'var' to make it mutable}}
fixed![0] = 2 // expected-error {{cannot assign through subscript: 'fixed' is a 'let' constant}}
