// Equatable: derived for structs whose stored properties are Equatable (compared in
// order), written as an operator function, and != from ==.
struct Point: Equatable {
  var x = 0, y = 0
}
enum Suit { case hearts, spades }
struct Card: Equatable {
  let rank: Int
  let suit: Suit
  var label: String?
  var position: Point
}
struct Empty: Equatable {}

let a = Point(x: 1, y: 2)
print(a == Point(x: 1, y: 2), a == Point(x: 2, y: 1), a != Point(x: 1, y: 3), a != a)
let c1 = Card(rank: 3, suit: .hearts, label: nil, position: a)
var c2 = c1
print(c1 == c2)
c2.label = "x"
print(c1 == c2, c1 != c2)
c2.label = nil
c2.position.y += 1
print(c1 == c2)
print(Empty() == Empty(), Empty() != Empty())

struct Money {
  var cents: Int
  var note: String
}
extension Money: Equatable {
  static func == (l: Money, r: Money) -> Bool { l.cents == r.cents }
}
print(Money(cents: 5, note: "a") == Money(cents: 5, note: "b"), Money(cents: 5, note: "a") != Money(cents: 6, note: "a"))

final class Account: Equatable {
  let id: Int
  init(id: Int) { self.id = id }
  static func == (l: Account, r: Account) -> Bool { l.id == r.id }
}
print(Account(id: 1) == Account(id: 1), Account(id: 1) != Account(id: 2))
let points = [Point(x: 1, y: 1), Point(x: 2, y: 2)]
var found = 0
for p in points where p == Point(x: 2, y: 2) { found += 1 }
print(found)

// Through a generic parameter constrained to Equatable.
func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
func differ<T: Equatable>(_ a: T, _ b: T) -> Bool { a != b }
print(same(a, Point(x: 1, y: 2)), differ(c1, c2), same(Money(cents: 1, note: ""), Money(cents: 2, note: "")))
