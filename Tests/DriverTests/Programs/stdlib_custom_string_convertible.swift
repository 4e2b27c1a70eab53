// CustomStringConvertible (stdlib/CustomStringConvertible.swift): a type's own
// description, computed or stored, in a struct, a class hierarchy (overridden, inherited),
// an enum or through an extension, shown by print, interpolation, inside optionals,
// arrays, dictionaries, tuples and an Any, and read through a generic constraint.
struct Point: CustomStringConvertible {
  var x: Int
  var y: Int
  var description: String { "(\(x), \(y))" }
}

class Animal: CustomStringConvertible {
  let name: String
  init(name: String) { self.name = name }
  var description: String { "Animal \(name)" }
}
class Dog: Animal {
  override var description: String { "Dog \(name)" }
}
class Cat: Animal {}

enum Suit: CustomStringConvertible {
  case hearts, spades
  var description: String {
    switch self {
    case .hearts: return "♥"
    case .spades: return "♠"
    }
  }
}

struct Tag {
  let description: String
}
extension Tag: CustomStringConvertible {}

struct Plain { var x = 1 }

let p = Point(x: 1, y: 2)
print(p)
print("p is \(p)")
print([p, Point(x: 3, y: 4)])
let maybe: Point? = p
print(maybe as Any)
print(String(p.description.count))
let animals: [Animal] = [Animal(name: "generic"), Dog(name: "Rex"), Cat(name: "Tom")]
for a in animals { print(a) }
print(animals)
print(Suit.hearts, [Suit.spades], "\(Suit.spades)")
print(Tag(description: "stored"), [Tag(description: "t")])
print(Plain())
let any: Any = p
print(any)
print(["k": p])
print((p, 1))
func show<T: CustomStringConvertible>(_ x: T) -> String { "<" + x.description + ">" }
print(show(p), show(Suit.hearts))
