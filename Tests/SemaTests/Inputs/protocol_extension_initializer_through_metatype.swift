// miniswiftc-only
// A protocol extension's initializer called through a class's metatype value: its
// `self.init()` constructs the class the value is at run time, which its specialization
// for the static class does not. (Called on a class by name it works:
// Programs/protocol_extension_class_initializers.swift.)
protocol Tagged {
  init()
  var tag: String { get set }
}
extension Tagged {
  init(tagged t: Int) {
    self.init()
    tag = "#\(t)"
  }
}
class Card: Tagged {
  var tag = ""
  required init() {}
}
class Joker: Card {}
final class Chip: Tagged {
  var tag = ""
  init() {}
}
let kind: Card.Type = Joker.self
let card = kind.init(tagged: 1) // expected-error {{an initializer of a protocol extension called through a class's metatype value is not supported yet by miniswiftc}}
let chips: Chip.Type = Chip.self
let chip = chips.init(tagged: 2) // expected-error {{an initializer of a protocol extension called through a class's metatype value is not supported yet by miniswiftc}}
