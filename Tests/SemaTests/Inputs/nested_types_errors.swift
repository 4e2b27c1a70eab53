// Nested types: where they may not be declared, and names that do not reach them.
protocol Shape {
  struct Corner {}  // expected-error {{type 'Corner' cannot be nested in protocol 'Shape'}}
}
struct Box<T> {
  protocol Opener {}  // expected-error {{protocol 'Opener' cannot be nested in a generic context}}
}
struct Card {  // expected-note {{'Card' declared here}}
  enum Suit { case spades, hearts }  // expected-note {{'Suit' previously declared here}}
  struct Suit {}  // expected-error {{invalid redeclaration of 'Suit'}}
}
extension Card {
  enum Rank { case ace }  // expected-note {{'Rank' previously declared here}}
}
extension Card {
  struct Rank {}  // expected-error {{invalid redeclaration of 'Rank'}}
}
let s: Suit = .spades  // expected-error {{cannot find type 'Suit' in scope}}
let r = Card.Rank.king  // expected-error {{type 'Card.Rank' has no member 'king'}}
let c: Card.Colour? = nil  // expected-error {{'Colour' is not a member type of struct}}
