// Precedence groups the program declares: related to the standard groups and each
// other, named by infix operators, and unordered when nothing relates them.
precedencegroup R { higherThan: Nope } // expected-error {{unknown precedence group 'Nope'}}
precedencegroup S { higherThan: S } // expected-error {{cycle in 'higherThan' relation}}
precedencegroup Lower { lowerThan: Upper } // expected-error {{precedence group cannot be given lower precedence than group in same module; make the other precedence group higher than this one instead}}
precedencegroup Upper {} // expected-note {{precedence group declared here}}
precedencegroup Twice {} // expected-note {{previous precedence group declaration here}}
precedencegroup Twice {} // expected-error {{precedence group redeclared}}
infix operator ---: T // expected-error {{unknown precedence group 'T'}}
precedencegroup A1 {}
precedencegroup A2 {}
infix operator <>: A1
infix operator ><: A2
func <> (a: Int, b: Int) -> Int { a }
func >< (a: Int, b: Int) -> Int { a }
let z = 1 <> 2 >< 3 // expected-error {{adjacent operators are in unordered precedence groups 'A1' and 'A2'}}
precedencegroup NonAssociative { higherThan: AdditionPrecedence }
infix operator ~~: NonAssociative
func ~~ (a: Int, b: Int) -> Int { a }
let w = 1 ~~ 2 ~~ 3 // expected-error {{adjacent operators are in non-associative precedence group 'NonAssociative'}}
