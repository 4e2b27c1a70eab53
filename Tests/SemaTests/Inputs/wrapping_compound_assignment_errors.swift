// The library's `&+=` (stdlib/WrappingCompoundAssignment.swift) takes an operand of its
// own type and a mutable left side, as swiftc's does.
var level: UInt8 = 250
let n = 1
level &+= n // expected-error {{cannot convert value of type 'Int' to expected argument type 'UInt8'}}
let k = 3 // expected-note {{change 'let' to 'var' to make it mutable}}
k &-= 1 // expected-error {{left side of mutating operator isn't mutable: 'k' is a 'let' constant}}
level &*= 2
