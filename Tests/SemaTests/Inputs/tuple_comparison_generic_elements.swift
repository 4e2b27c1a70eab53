// A tuple of generic elements compares only when they conform: '<' wants Comparable,
// '==' Equatable.
func less<T: Equatable>(_ l: (T, T), _ r: (T, T)) -> Bool { l < r } // expected-error {{binary operator '<' cannot be applied to two '(T, T)' operands}}
func same<T>(_ l: (T, Int), _ r: (T, Int)) -> Bool { l == r } // expected-error {{binary operator '==' cannot be applied to two '(T, Int)' operands}}
