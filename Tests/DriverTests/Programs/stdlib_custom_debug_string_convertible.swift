// CustomDebugStringConvertible (stdlib/CustomDebugStringConvertible.swift): the text a
// collection or an optional shows of a value; print shows description, falling back on
// debugDescription, and the other way around.
struct Token: CustomDebugStringConvertible {
  var text: String
  var debugDescription: String { "Token(\(text))" }
}
struct Money: CustomStringConvertible, CustomDebugStringConvertible {
  var cents: Int
  var description: String { "$\(cents / 100).\(cents % 100)" }
  var debugDescription: String { "Money(cents: \(cents))" }
}
class Node: CustomDebugStringConvertible {
  let id: Int
  init(id: Int) { self.id = id }
  var debugDescription: String { "#\(id)" }
}
let price = Money(cents: 1250)
print(Token(text: "if"), [Token(text: "else")], Optional(Token(text: "x")) as Any)
print(price, [price], ["total": price], Optional(price) as Any)
print("\(price)", String(describing: price), "\(Token(text: "t"))")
print(Node(id: 7), [Node(id: 8), Node(id: 9)])
let things: [Any] = [price, Token(text: "a")]
print(things, things[0])
