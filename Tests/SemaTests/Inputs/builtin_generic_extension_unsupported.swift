// miniswiftc-only: Dictionary, Set and Optional are still built into miniswiftc, so an
// initializer or a subscript in an extension of one is "not supported yet" (its
// methods and properties are supported).
extension Set {
  init(one: Element) { self = [one] } // expected-error {{initializer in an extension of 'Set<Element>' is not supported yet by miniswiftc}}
  func twice() -> Int { count * 2 }
}
extension Dictionary {
  subscript(position i: Int) -> Value? { nil } // expected-error {{subscript in an extension of 'Dictionary<Key, Value>' is not supported yet by miniswiftc}}
}
print(Set([1]).twice())
