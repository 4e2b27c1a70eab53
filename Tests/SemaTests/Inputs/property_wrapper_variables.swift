// A property wrapper applies to a local `var`; swiftc does not support one on a global
// of top-level code.
@propertyWrapper
struct Doubled {
  private var value = 0
  var wrappedValue: Int {
    get { value }
    set { value = newValue * 2 }
  }
}
@Doubled var global: Int  // expected-error {{property wrappers are not yet supported in top-level code}}
func f() {
  @Doubled var local: Int
  local = 2
  print(local)
}
