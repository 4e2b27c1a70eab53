// swiftc derives Hashable for an enum whose associated values are all Hashable: its
// hash(into:) feeds the case's index, then each associated value (set elements,
// dictionary keys, Hasher; output independent of the hashes' seed).
enum Shape: Hashable {
  case circle(Double)
  case square(Int)
  case rect(Int, Int)
  case point
}
let shapes: Set<Shape> = [.circle(1), .square(2), .rect(1, 2), .point, .square(2)]
print(shapes.count)
print(shapes.contains(.circle(1)), shapes.contains(.circle(2)), shapes.contains(.rect(1, 2)), shapes.contains(.rect(2, 1)))
var counts: [Shape: Int] = [:]
for s in [Shape.point, .square(3), .point, .rect(1, 1), .square(3), .square(4)] {
  counts[s, default: 0] += 1
}
print(counts[.point]!, counts[.square(3)]!, counts[.square(4)]!, counts[.rect(1, 1)]!, counts[.circle(0)] ?? 0)
print(Shape.square(1).hashValue == Shape.square(1).hashValue)
var h1 = Hasher(); h1.combine(Shape.rect(3, 4))
var h2 = Hasher(); h2.combine(Shape.rect(3, 4))
print(h1.finalize() == h2.finalize())
print(Set([Shape.point]))
enum Token: Hashable {
  case number(Int)
  case word(String)
  case list([Int])
  case maybe(Int?)
  case nested(Inner)
  case plain
}
enum Inner: Hashable { case x(Double, Bool), y }
indirect enum Expr: Hashable {
  case lit(Int)
  case add(Expr, Expr)
}
struct Tagged: Hashable {
  var name: String
  var token: Token
}
func distinct<T: Hashable>(_ xs: [T]) -> Int { Set(xs).count }
let tokens: [Token] = [.number(1), .word("a"), .list([1, 2]), .maybe(nil), .maybe(3), .nested(.x(1.5, true)), .nested(.y), .plain,
  .number(1), .word("a"), .list([1, 2]), .maybe(nil), .maybe(3), .nested(.x(1.5, true)), .nested(.y), .plain, .list([2, 1])]
print(distinct(tokens))
let exprs: Set<Expr> = [.add(.lit(1), .lit(2)), .add(.lit(2), .lit(1)), .add(.lit(1), .lit(2)), .lit(3)]
print(exprs.count, exprs.contains(.add(.lit(2), .lit(1))))
let tagged: Set = [Tagged(name: "a", token: .word("x")), Tagged(name: "a", token: .word("x")), Tagged(name: "a", token: .word("y"))]
print(tagged.count)
var byToken: [Token: String] = [:]
byToken[.word("hi")] = "greeting"
byToken[.number(42)] = "answer"
byToken[.word("hi")] = "hello"
for key in byToken.keys.map({ "\($0)" }).sorted() { print(key) }
print(byToken[.word("hi")] ?? "none", byToken.count)
let sets: Set<Set<Token>> = [[.plain], [.plain], [.number(1), .plain]]
print(sets.count)
print(Token.list([1]).hashValue == Token.list([1]).hashValue, Token.plain == .plain, Token.number(1) != .number(2))
// The derived hash(into:) called by name is what the hasher is fed.
var h3 = Hasher()
Shape.circle(2).hash(into: &h3)
var h4 = Hasher()
h4.combine(Shape.circle(2))
print(h3.finalize() == h4.finalize())
enum Suit: Hashable, CaseIterable { case spades, hearts }
enum Card: Hashable { case number(Int, Suit), face(String, Suit), joker }
let deck: Set<Card> = [.number(2, .spades), .number(2, .hearts), .face("K", .spades), .joker, .number(2, .spades)]
print(deck.count, deck.contains(.face("K", .spades)), deck.contains(.face("K", .hearts)))
print(deck.filter { if case .number = $0 { return true } else { return false } }.count)
