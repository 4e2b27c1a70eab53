// A `nonmutating set` leaves `self` as it is: inside, `self` is a `let`, as in a getter.
struct Handle {
  var count = 0
  var bad: Int {
    get { count }
    nonmutating set { count = newValue } // expected-error {{cannot assign to property: 'self' is immutable}} expected-note {{mark setter 'mutating' to make 'self' mutable}}
  }
  subscript(bad i: Int) -> Int {
    get { count }
    nonmutating set { count += newValue } // expected-error {{left side of mutating operator isn't mutable: 'self' is immutable}} expected-note {{mark setter 'mutating' to make 'self' mutable}}
  }
  var plain: Int {
    get { count = 1; return count } // expected-error {{cannot assign to property: 'self' is immutable}} expected-note {{mark getter 'mutating' to make 'self' mutable}}
  }
}
