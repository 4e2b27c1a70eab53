// Arguments of two types for one generic parameter: swiftc's "conflicting arguments",
// literals of two kinds too (a generic local function alike).
func helper<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
let i = 1, s = "a"
_ = helper(i, s) // expected-error {{conflicting arguments to generic parameter 'T' ('Int' vs. 'String')}}
_ = helper(1, "a") // expected-error {{conflicting arguments to generic parameter 'T' ('String' vs. 'Int')}}
_ = helper(i, "a") // expected-error {{conflicting arguments to generic parameter 'T' ('Int' vs. 'String')}}
func outer() {
  func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
  print(same(1, "a")) // expected-error {{conflicting arguments to generic parameter 'T' ('String' vs. 'Int')}}
}
