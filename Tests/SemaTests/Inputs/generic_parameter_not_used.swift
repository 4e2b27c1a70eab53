// A generic parameter no call could infer, named by none of the parameters' types nor
// the result type (or only as the base of an associated type, `T.Element`): swiftc's
// "not used in function signature", at the parameter, for functions, methods,
// initializers and generic subscripts.
func make<T>() -> Int { 1 } // expected-error {{generic parameter 'T' is not used in function signature}}
func elementOnly<T: Sequence>(_ x: T.Element) {} // expected-error {{generic parameter 'T' is not used in function signature}}
func fine<T: Sequence>(_ x: T, _ e: T.Element) -> [T.Element] { [e] }
func resultOnly<T: Equatable>() -> [T] { [] }

struct Box {
  init<T>() {} // expected-error {{generic parameter 'T' is not used in function signature}}
  subscript<T>(i: Int) -> Int { i } // expected-error {{generic parameter 'T' is not used in function signature}}
  func pair<T, U>(_ x: [U]) -> Int where T: Equatable { x.count } // expected-error {{generic parameter 'T' is not used in function signature}}
  func both<T, U>(_ f: (T) -> U) -> Int { 0 }
}
