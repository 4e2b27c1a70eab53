// `super.init()!` and `self.init()!` of initializers that cannot fail: swiftc's error
// names the type they initialize.
class A { init() {} }
class B: A { override init() { super.init()! } } // expected-error {{cannot force unwrap value of non-optional type 'A'}}
struct S {
  init() {}
  init(x: Int) { self.init()! } // expected-error {{cannot force unwrap value of non-optional type 'S'}}
}
