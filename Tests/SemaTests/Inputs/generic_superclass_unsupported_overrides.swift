// miniswiftc-only: overriding a settable property or a subscript of a generic class is
// reported where it is written (a getter-only property can be overridden).
class Cell<T> {
  var stored: T
  init(_ v: T) { stored = v }
  var x: T {
    get { stored }
    set { stored = newValue }
  }
  subscript(i: Int) -> T { stored }
}
class IntCell: Cell<Int> {
  override var x: Int { // expected-error {{overriding a settable property or a subscript of generic class 'Cell' is not supported yet by miniswiftc}}
    get { stored * 2 }
    set { stored = newValue }
  }
  override subscript(i: Int) -> Int { stored + i } // expected-error {{overriding a settable property or a subscript of generic class 'Cell' is not supported yet by miniswiftc}}
}
