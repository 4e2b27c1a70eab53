// Overriding a generic 'required' initializer: a subclass's must have the same generic
// signature (its parameters' names aside) and be 'required'; swiftc's errors.
class A {
  required init<T>(_ x: T) {} // expected-note 5 {{'required' initializer is declared in superclass here}} expected-note 3 {{overridden required initializer is here}}
}
class B: A {
  init<T>(_ x: T) { super.init(x) } // expected-error {{'required' modifier must be present on all overrides of a required initializer}}
}
class C: A {
  required init<T: Equatable>(_ x: T) { super.init(x) }
} // expected-error {{'required' initializer 'init(_:)' must be provided by subclass of 'A'}}
class D: A {
  required init(_ x: Int) { super.init(x) }
} // expected-error {{'required' initializer 'init(_:)' must be provided by subclass of 'A'}}
class E: A {
  required init<T>(_ x: T, y: Int) { super.init(x) }
} // expected-error {{'required' initializer 'init(_:)' must be provided by subclass of 'A'}}
class F: A {
  required init<T>(_ x: T) where T: Equatable { super.init(x) }
} // expected-error {{'required' initializer 'init(_:)' must be provided by subclass of 'A'}}
class G: A {
  required init<T>(_ x: [T]) { super.init(x) }
} // expected-error {{'required' initializer 'init(_:)' must be provided by subclass of 'A'}}
class H: A {
  override required init<U>(_ y: U) { super.init(y) } // expected-warning {{'override' is implied when overriding a required initializer}}
}
class K: A {
  override init<U>(_ y: U) { super.init(y) } // expected-error {{use the 'required' modifier to override a required initializer}}
}
// (A non-generic one's too.)
class N {
  required init(n: Int) {} // expected-note {{overridden required initializer is here}}
}
class O: N {
  override init(n: Int) { super.init(n: n) } // expected-error {{use the 'required' modifier to override a required initializer}}
}
