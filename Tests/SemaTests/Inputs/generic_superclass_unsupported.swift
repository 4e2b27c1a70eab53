// miniswiftc-only: a convenience initializer a class inherits from a generic superclass
// is reported where it is used.
class Base<T> {
  var value: T
  init(_ value: T) { self.value = value }
  convenience init(pair first: T, _ second: T) { self.init(first) }
}
class IntBox: Base<Int> {}
let box = IntBox(pair: 1, 2) // expected-error {{convenience initializer 'init(pair:_:)' inherited from generic class 'Base' is not supported yet by miniswiftc}}
let direct = Base<Int>(pair: 1, 2)
