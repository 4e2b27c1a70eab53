// miniswiftc-only: a `mutating get` would take `self` inout, which miniswiftc's getters
// do not yet; its body is checked with `self` mutable all the same.
struct Counter {
  var count = 0
  var next: Int {
    mutating get { count += 1; return count } // expected-error {{a 'mutating' getter is not supported yet by miniswiftc}}
  }
}
