// Mutating through a key path in place (`root[keyPath: path] += 1`): the assignment of
// the combined value (Sema/KeyPathCompoundAssignment.swift).
// A read-only key path or a `let` root is swiftc's error on the operator's left side.
struct S { var n = 0; let m = 1 }
let s2 = S() // expected-note {{change 'let' to 'var' to make it mutable}}
let k = \S.n
s2[keyPath: k] += 1 // expected-error {{left side of mutating operator isn't mutable: 's2' is a 'let' constant}}
var s = S()
let r = \S.m
s[keyPath: r] += 1 // expected-error {{left side of mutating operator isn't mutable: 'r' is a read-only key path}}
s[keyPath: \S.m] += 1 // expected-error {{left side of mutating operator isn't mutable: key path is read-only}}
