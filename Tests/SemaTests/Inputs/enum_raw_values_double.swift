// A Double raw value is written, or counts on from the previous integer literal (0.0,
// 1.0, ... at first); after a floating-point literal it must be written. Raw values are
// distinct by value: 1 and 1.0, 0.1 and 0.10 are the same (0.0 and -0.0 are not).
enum Distinct: Double { case zero = 0.0, negativeZero = -0.0, hex = 0x10, half = 0.5 }
enum Same: Double {
  case one = 1.0 // expected-note {{raw value previously used here}}
  case alsoOne = 1 // expected-error {{raw value for enum case is not unique}}
  case tenth = 0.1 // expected-note {{raw value previously used here}}
  case alsoTenth = 0.10 // expected-error {{raw value for enum case is not unique}}
}
enum Counted: Double {
  case a = 1 // expected-note {{raw value auto-incremented from here}}
  case b // expected-note {{raw value previously used here}}
  case c = 2 // expected-error {{raw value for enum case is not unique}}
}
// expected-note@+1 {{add stubs for conformance}}
enum AfterFraction: Double { // expected-error {{'AfterFraction' declares raw type 'Double', but does not conform to RawRepresentable and conformance could not be synthesized}}
  case half = 0.5
  case next // expected-error {{enum case must declare a raw value when the preceding raw value is not an integer}}
  case more
}
