// miniswiftc-only
// Generic initializers miniswiftc does not emit yet: each is reported where it is
// written or used, once.

class Base {
  var s = ""
  init() {}
  // A required one is called through a metatype value, dispatched by the class.
  required init<T>(_ t: T) { s = "\(t)" } // expected-error {{a generic 'required' initializer is not supported yet by miniswiftc}}
  convenience init<T>(single t: T) { self.init(t) }
}

class Sub: Base {}

// An inherited generic convenience initializer would be emitted per subclass.
let s = Sub(single: 1) // expected-error {{generic convenience initializer 'init(single:)' inherited from class 'Base' is not supported yet by miniswiftc}}
let b = Base(single: 2)

protocol Makes {
  init<T>(_ t: T) // expected-error {{generic initializer requirement is not supported yet by miniswiftc}}
}

// (The requirement's error is the only one: no witness is looked for.)
struct Made: Makes {
  var s: String
  init<T>(_ t: T) { s = "\(t)" }
}
