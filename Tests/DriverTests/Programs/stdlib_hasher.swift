// Hasher and hash(into:) in the library (stdlib/Hasher.swift, stdlib/Hashable.swift): a
// type's written hash(into:) is what Set and Dictionary hash it with (two cards equal by
// rank and suit, whatever their notes, are one element), what Hasher.combine calls, and
// what hashValue finalizes; built-in types, enums and derived structs feed the hasher
// the compiler's hash. Hash values differ from run to run in Swift: only their equality
// is printed.
enum Suit: Hashable {
  case hearts, spades
}

enum Face: Hashable {
  case jack, queen
  func hash(into hasher: inout Hasher) {
    hasher.combine(self == .jack ? 11 : 12)
  }
}

struct Card: Hashable {
  var rank: Int
  var suit: Suit
  var notes: [String]
  static func == (a: Card, b: Card) -> Bool { a.rank == b.rank && a.suit == b.suit }
  func hash(into hasher: inout Hasher) {
    hasher.combine(rank)
    hasher.combine(suit)
  }
}

// Derived, with a property whose hash(into:) is written.
struct Hand: Hashable {
  var first: Card
  var owner: String
}

struct Name {
  var first: String
  var last: String
}
extension Name: Hashable {
  func hash(into hasher: inout Hasher) {
    hasher.combine(last)
  }
}

let cards: Set<Card> = [
  Card(rank: 1, suit: .hearts, notes: []), Card(rank: 1, suit: .hearts, notes: ["dealt"]),
  Card(rank: 2, suit: .spades, notes: []),
]
print(cards.count, cards.contains(Card(rank: 2, suit: .spades, notes: ["x"])), cards.contains(Card(rank: 2, suit: .hearts, notes: [])))

var owners: [Hand: String] = [:]
owners[Hand(first: Card(rank: 3, suit: .spades, notes: []), owner: "ann")] = "first"
owners[Hand(first: Card(rank: 3, suit: .spades, notes: ["kept"]), owner: "ann")] = "second"
owners[Hand(first: Card(rank: 3, suit: .spades, notes: []), owner: "bob")] = "third"
print(owners.count, owners.values.sorted())

var faces: Set<Face> = [.jack, .queen, .jack]
faces.insert(.queen)
print(faces.count, faces.contains(.jack))

let people: Set<Name> = [Name(first: "A", last: "Lovelace"), Name(first: "A", last: "Lovelace")]
print(people.count)

func fingerprint<T: Hashable>(_ values: [T]) -> Int {
  var hasher = Hasher()
  for v in values {
    hasher.combine(v)
  }
  return hasher.finalize()
}
print(fingerprint([1, 2, 3]) == fingerprint([1, 2, 3]), fingerprint(["a", "b"]) == fingerprint(["a", "b"]))

var hasher = Hasher()
hasher.combine(2.5)
hasher.combine(true)
hasher.combine(Character("c"))
hasher.combine("text")
hasher.combine(Suit.spades)
hasher.combine(Face.queen)
hasher.combine(Hand(first: Card(rank: 9, suit: .hearts, notes: []), owner: "cy"))
let first = hasher.finalize()
var again = Hasher()
again.combine(2.5)
again.combine(true)
again.combine(Character("c"))
again.combine("text")
again.combine(Suit.spades)
again.combine(Face.queen)
again.combine(Hand(first: Card(rank: 9, suit: .hearts, notes: ["other"]), owner: "cy"))
print(first == again.finalize())

print(Card(rank: 4, suit: .hearts, notes: []).hashValue == Card(rank: 4, suit: .hearts, notes: ["y"]).hashValue)
func sameHash<T: Hashable>(_ a: T, _ b: T) -> Bool { a.hashValue == b.hashValue }
print(sameHash(Hand(first: Card(rank: 1, suit: .spades, notes: []), owner: "d"),
               Hand(first: Card(rank: 1, suit: .spades, notes: ["z"]), owner: "d")))
print(sameHash(Suit.hearts, Suit.hearts), sameHash(Face.jack, Face.jack))

// The built-in types declare Hashable in the library (stdlib/HashableBuiltinTypes.swift):
// their hashValue and hash(into:) are the library's.
print(42.hashValue == 42.hashValue, "word".hashValue == "word".hashValue, 0.5.hashValue == 0.5.hashValue,
      false.hashValue == false.hashValue, Character("é").hashValue == Character("e\u{301}").hashValue)
var direct = Hasher()
7.hash(into: &direct)
"seven".hash(into: &direct)
var combined = Hasher()
combined.combine(7)
combined.combine("seven")
print(direct.finalize() == combined.finalize())
