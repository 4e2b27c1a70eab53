// Delegating and failable initializers: swiftc's errors.
class A {
  var x: Int
  init(x: Int) { self.x = x }
  init?(f: Int) { return nil }
  init!(g: Int) { x = g }
  init(h: Int) { self.init(x: h) } // expected-error {{designated initializer for 'A' cannot delegate (with 'self.init'); did you mean this to be a convenience initializer?}}
  // expected-note@-1 {{delegation occurs here}}
  convenience init(j: Int) { self.init(f: j) } // expected-error {{a non-failable initializer cannot delegate to failable initializer 'init(f:)' written with 'init?'}}
  // expected-note@-1 {{force potentially-failing result with '!'}}
  // expected-note@-2 {{propagate the failure with 'init?'}}
  convenience init?(k: Int) { self.init(g: k) }
  init(l: Int) { x = l; return nil } // expected-error {{only a failable initializer can return 'nil'}}
  // expected-note@-1 {{use 'init?' to make the initializer 'init(l:)' failable}}
}
class B: A {
  convenience init(m: Int) { super.init(x: m) } // expected-error {{convenience initializer for 'B' must delegate (with 'self.init') rather than chaining to a superclass initializer (with 'super.init')}}
}
struct S {
  var v: Int
  init(a: Int) { v = a }
  init?(b: Int) { self.init(a: b) }
  init(c: Int) { self.init(b: c) } // expected-error {{a non-failable initializer cannot delegate to failable initializer 'init(b:)' written with 'init?'}}
  // expected-note@-1 {{force potentially-failing result with '!'}}
  // expected-note@-2 {{propagate the failure with 'init?'}}
  convenience init(d: Int) { self.init(a: d) } // expected-error {{initializers in structs are not marked with 'convenience'}}
  required init(e: Int) { v = e } // expected-error {{'required' initializer in non-class type 'S'}}
  init(s: String) { v = 0 } // expected-note {{'init(s:)' previously declared here}}
  init?(s: String) { v = 1 } // expected-error {{invalid redeclaration of 'init(s:)'}}
}
