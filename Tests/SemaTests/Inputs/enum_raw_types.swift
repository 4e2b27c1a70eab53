// miniswiftc-only (swiftc adds a follow-on RawRepresentable error to each): a raw type
// must be expressible by a literal, and a Character raw value is written (both were
// accepted, and the raw values made up as Ints).
enum Flag: Bool { case on } // expected-error {{raw type 'Bool' is not expressible by a string, integer, or floating-point literal}}
enum Suit: Character {
  case spades = "♠"
  case hearts // expected-error {{enum cases require explicit raw values when the raw type is not expressible by integer or string literal}}
}
