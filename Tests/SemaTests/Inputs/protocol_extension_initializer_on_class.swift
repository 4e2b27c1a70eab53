// miniswiftc-only
// A protocol extension's initializer constructing a class would allocate it through the
// requirement it delegates to, dispatched by the dynamic class: not yet. (A struct's or
// an enum's works: Programs/protocol_extension_initializers.swift.)
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
final class Card: Tagged {
  var tag = ""
  init() {}
}
let card = Card(tagged: 1) // expected-error {{an initializer of a protocol extension constructing a class is not supported yet by miniswiftc}}
