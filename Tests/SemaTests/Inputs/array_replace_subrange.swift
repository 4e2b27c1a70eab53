// Array's range-replacing methods (the library's, stdlib/ArrayReplaceSubrange.swift)
// are mutating.
let b = [1, 2, 3] // expected-note 2 {{change 'let' to 'var' to make it mutable}}
b.removeFirst(2) // expected-error {{cannot use mutating member on immutable value: 'b' is a 'let' constant}}
b.replaceSubrange(0..<1, with: [4]) // expected-error {{cannot use mutating member on immutable value: 'b' is a 'let' constant}}
