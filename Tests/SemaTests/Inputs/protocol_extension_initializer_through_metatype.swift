// miniswiftc-only
// A protocol extension's initializer called through a non-final class's metatype value:
// its `self.init()` constructs the class the value is at run time, which its
// specialization for the static class does not. (Called on a class by name it works:
// Programs/protocol_extension_class_initializers.swift; through a final class's
// metatype value too: Programs/metatype_value_static_calls.swift.) And an initializer
// called through a metatype value an expression computes: the call's tree does not keep
// the expression.
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
let kind: Card.Type = Joker.self
let card = kind.init(tagged: 1) // expected-error {{an initializer of a protocol extension called through a non-final class's metatype value is not supported yet by miniswiftc}}
struct Plain: Tagged {
  var tag = ""
}
let kinds = [Plain.self]
let plain = kinds[0].init() // expected-error {{an initializer called through a metatype value other than a variable's is not supported yet by miniswiftc}}
let other = Plain()
let again = type(of: other).init(tagged: 3) // expected-error {{an initializer called through a metatype value other than a variable's is not supported yet by miniswiftc}}
