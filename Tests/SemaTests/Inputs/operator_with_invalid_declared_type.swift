// When the declared type of a variable is reported wrong, an operator of its initial
// value that fits no overload is not reported again (swiftc takes the type as unknown);
// the initial value is checked all the same.
let closed: ClosedRange<[Int]> = [1]...[2] // expected-error@:13 {{type '[Int]' does not conform to protocol 'Comparable'}}
let sum: Undefined = 1 + "a" // expected-error {{cannot find type 'Undefined' in scope}}
func wants(_ s: String) -> Int { 0 }
let called: Undefined = wants(1) // expected-error {{cannot find type 'Undefined' in scope}} expected-error {{cannot convert value of type 'Int' to expected argument type 'String'}}
func local() {
  let r: ClosedRange<[Int]> = [1]...[2] // expected-error {{type '[Int]' does not conform to protocol 'Comparable'}}
  print(r)
}
let plain = 1 + "a" // expected-error {{binary operator '+' cannot be applied to operands of type 'Int' and 'String'}} expected-note {{overloads for '+' exist with these partially matching parameter lists: (Int, Int), (String, String)}}
