// A raw value must be a literal. Another expression is a syntax error, at the place
// swiftc gives the expression; the case is then as if it had no raw value, and the file
// is still type-checked for the errors that follow (here a raw value counted on from
// zero that repeats one written).
enum Sum: Int {
  case three = 1 + 2 // expected-error {{raw value for enum case must be a literal}}
  // expected-note@-1 {{raw value previously used here}} expected-note@-1 {{raw value implicitly auto-incremented from zero}}
  case zero = 0 // expected-error {{raw value for enum case is not unique}}
}

enum Member: Int { case a = Int.max } // expected-error@:33 {{raw value for enum case must be a literal}}
enum Call: String { case a = String(1) } // expected-error@:30 {{raw value for enum case must be a literal}}
enum Parens: Int { case a = ((2)) } // expected-error@:31 {{raw value for enum case must be a literal}}
enum Interpolated: String { case a = "\(1)" } // expected-error@:38 {{raw value for enum case must be a literal}}
enum Unwrapped: Int { case a = x! } // expected-error@:33 {{raw value for enum case must be a literal}}

// `nil` is a literal, of no raw type.
// expected-note@+1 {{add stubs for conformance}}
enum Nothing: Int { case a = nil } // expected-error {{cannot convert 'nil' to raw type 'Int'}} expected-error {{'Nothing' declares raw type 'Int', but does not conform to RawRepresentable and conformance could not be synthesized}}

// A Character case left without its raw value: the enum is not RawRepresentable, and has
// no `rawValue`.
// expected-note@+2 {{did you mean to specify a raw type on the enum declaration?}}
// expected-note@+1 {{add stubs for conformance}}
enum Pair: Character { case xy = "x" + "y" } // expected-error@:34 {{raw value for enum case must be a literal}} expected-error@:29 {{enum cases require explicit raw values when the raw type is not expressible by integer or string literal}} expected-error@:12 {{'Pair' declares raw type 'Character', but does not conform to RawRepresentable and conformance could not be synthesized}}
func show(_ p: Pair) { print(p.rawValue) } // expected-error {{value of type 'Pair' has no member 'rawValue'}}
