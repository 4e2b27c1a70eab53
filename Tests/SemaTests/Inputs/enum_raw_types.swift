// A raw type must be expressible by a literal, and a Character raw value is written
// (both were accepted, and the raw values made up as Ints); without them the enum is
// not RawRepresentable, swiftc's follow-on error (once, at the first case).
// expected-note@+1 {{add stubs for conformance}}
enum Flag: Bool { case on } // expected-error {{raw type 'Bool' is not expressible by a string, integer, or floating-point literal}} expected-error {{'Flag' declares raw type 'Bool', but does not conform to RawRepresentable and conformance could not be synthesized}}
// expected-note@+1 {{add stubs for conformance}}
enum Suit: Character { // expected-error {{'Suit' declares raw type 'Character', but does not conform to RawRepresentable and conformance could not be synthesized}}
  case spades = "♠"
  case hearts // expected-error {{enum cases require explicit raw values when the raw type is not expressible by integer or string literal}}
  case clubs
}
