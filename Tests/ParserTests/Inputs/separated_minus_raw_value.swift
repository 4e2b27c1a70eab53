// A `-` written apart from its number is an error, then read as the number's sign, as
// swiftc recovers: the raw value is still a literal, with no second error.
enum Offset: Int {
  case back = - 1 // expected-error {{unary operator cannot be separated from its operand}}
  case none
}
let x: Int8 = - 128 // expected-error {{unary operator cannot be separated from its operand}}
