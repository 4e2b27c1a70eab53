// A tuple compares only when its elements conform: '<' wants Comparable, '=='
// Equatable (a generic parameter, or a type of the program).
func less<T: Equatable>(_ l: (T, T), _ r: (T, T)) -> Bool { l < r } // expected-error {{binary operator '<' cannot be applied to two '(T, T)' operands}}
func same<T>(_ l: (T, Int), _ r: (T, Int)) -> Bool { l == r } // expected-error {{binary operator '==' cannot be applied to two '(T, Int)' operands}}
struct Plain { var x: Int }
struct OnlyEq: Equatable { var x: Int }
print((Plain(x: 1), 1) == (Plain(x: 1), 1)) // expected-error {{binary operator '==' cannot be applied to two '(Plain, Int)' operands}}
print((OnlyEq(x: 1), 1) < (OnlyEq(x: 2), 1)) // expected-error {{binary operator '<' cannot be applied to two '(OnlyEq, Int)' operands}}
