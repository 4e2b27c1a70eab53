// How print shows nested types' values: qualified by the outer types inside collections
// and optionals (main.BlackjackCard.Suit.spades), by their own name from type(of:).
struct BlackjackCard {
  enum Suit: Character { case spades = "♠", hearts = "♡" }
  struct Values { let first: Int, second: Int? }
  class Deck { var n = 1 }
}
let suits: [BlackjackCard.Suit] = [.spades, .hearts]
print(suits)
let v: BlackjackCard.Values? = BlackjackCard.Values(first: 1, second: nil)
print(v!)
print([v])
print(BlackjackCard.Suit.spades, type(of: BlackjackCard.Suit.spades))
let d = BlackjackCard.Deck()
print(d, type(of: d), [d])
print("\(BlackjackCard.Suit.hearts) \(suits)")
let dict: [String: BlackjackCard.Suit] = ["a": .hearts]
print(dict)
