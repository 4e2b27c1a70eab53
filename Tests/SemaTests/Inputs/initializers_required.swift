// Required initializers and protocol initializer requirements: swiftc's errors.
class C {
  required init(i: Int) {} // expected-note {{'required' initializer is declared in superclass here}}
  init() {}
  convenience init(s: String) { self.init() } // expected-note {{attempt to override convenience initializer here}}
}
class D: C {
  init(d: Int) { super.init() }
} // expected-error {{'required' initializer 'init(i:)' must be provided by subclass of 'C'}}
class E: C {
  required init(i: Int) { super.init() } // expected-note {{overridden required initializer is here}}
  override init() { super.init() }
  override convenience init(s: String) { self.init() } // expected-error {{initializer does not override a designated initializer from its superclass}}
}
class F: E {
  init(i: Int) { super.init() } // expected-error {{'required' modifier must be present on all overrides of a required initializer}}
}
protocol P {
  init(p: Int)
}
class G: P {
  init(p: Int) {} // expected-error {{initializer requirement 'init(p:)' can only be satisfied by a 'required' initializer in non-final class 'G'}}
}
struct H: P {
  init?(p: Int) { return nil } // expected-error {{non-failable initializer requirement 'init(p:)' cannot be satisfied by a failable initializer ('init?')}}
}
protocol Q {
  init()
  init(_ q: Int, named: String) // expected-note {{protocol requires initializer 'init(_:named:)' with type '(Int, named: String)'}}
}
class K: Q {
  required init(_ q: Int, named: String) {}
  init() {} // expected-error {{initializer requirement 'init()' can only be satisfied by a 'required' initializer in non-final class 'K'}}
}
struct L: Q {} // expected-error {{type 'L' does not conform to protocol 'Q'}} expected-note {{add stubs for conformance}}
protocol R { init() }
class N: R {} // expected-error {{initializer requirement 'init()' can only be satisfied by a 'required' initializer in non-final class 'N'}}
final class O: R {}
