// Hasher (stdlib/Hasher.swift) takes Hashable values; `Builtin` is a name only module
// Swift's own source knows; a written hash(into:) and == make a struct Hashable whatever
// its stored properties are.
struct Plain {
  var n = 0
}
var hasher = Hasher()
hasher.combine(Plain()) // expected-error {{instance method 'combine' requires that 'Plain' conform to 'Hashable'}}
let mixed = Builtin.hashInt(3) // expected-error {{cannot find 'Builtin' in scope}}
struct Tagged: Hashable {
  var id = 0
  var notes = Plain()
  static func == (a: Tagged, b: Tagged) -> Bool { a.id == b.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
print(Tagged().hashValue == Tagged().hashValue)
print(Plain().hashValue) // expected-error {{value of type 'Plain' has no member 'hashValue'}}
