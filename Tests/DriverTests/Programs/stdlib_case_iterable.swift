// CaseIterable (stdlib/CaseIterable.swift): `allCases` derived for an enum without
// associated values (the cases in declaration order, an array), or written.
enum Beverage: CaseIterable {
  case coffee, tea, juice
}
let numberOfChoices = Beverage.allCases.count
print("\(numberOfChoices) beverages available")
for beverage in Beverage.allCases {
  print(beverage)
}
print(Beverage.allCases)
print(Beverage.allCases.map { "\($0)" }.joined(separator: ", "))
print(Beverage.allCases.first == .coffee, Beverage.allCases.last == .juice)

// Raw values, and a nested enum; the conformance in an extension.
struct Compass {
  enum Direction: String {
    case north = "N", east = "E", south = "S", west = "W"
  }
}
extension Compass.Direction: CaseIterable {}
print(Compass.Direction.allCases.map { $0.rawValue })

// A written `allCases` is the witness.
enum Suit: CaseIterable {
  case hearts, spades
  static var allCases: [Suit] { [.spades, .hearts] }
}
print(Suit.allCases)
