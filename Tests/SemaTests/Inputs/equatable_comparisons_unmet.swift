// Comparing and matching values whose elements are not Equatable: the library's `==`
// and `~=` require it, and swiftc names the operands of optional collections.
struct S {}

let p: [S]? = []
let list: [S] = []
print(p == list) // expected-error {{binary operator '==' cannot be applied to operands of type '[S]?' and '[S]'}}
print(p == p) // expected-error {{binary operator '==' cannot be applied to two '[S]?' operands}}

let q: [String: S]? = [:]
let table: [String: S] = [:]
print(q == table) // expected-error {{binary operator '==' cannot be applied to operands of type '[String : S]?' and '[String : S]'}}

switch [S()] {
case [S()]: print("matched") // expected-error {{operator function '~=' requires that 'S' conform to 'Equatable'}}
default: break
}
