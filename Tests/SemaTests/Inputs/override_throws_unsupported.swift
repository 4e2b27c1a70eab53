// miniswiftc-only: a non-throwing override of a throwing method is valid Swift (it was
// "method does not override any method from its superclass"); miniswiftc would call it
// with the throwing convention through the superclass: not supported yet.
class Reader {
  func open() throws {}
}
class MemoryReader: Reader {
  override func open() {} // expected-error {{a non-throwing override of a throwing method is not supported yet by miniswiftc}}
}
