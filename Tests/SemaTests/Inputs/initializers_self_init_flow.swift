// Definite initialization in delegating initializers: 'self' is usable only after
// 'self.init', which every path must call (or fail, in a failable initializer).
class A {
  var x: Int
  init(x: Int) { self.x = x }
  convenience init(a: Int) {
    print(self.x) // expected-error {{'self' used before 'self.init' call or assignment to 'self'}}
    self.init(x: a)
  }
  convenience init(b: Int) {
    if b > 0 { self.init(x: b) }
  } // expected-error {{'self.init' isn't called on all paths before returning from initializer}}
  convenience init(c: Int) {
    print(c)
    self.init(x: c)
    print(self.x)
  }
  convenience init?(d: Int) {
    if d < 0 { return nil }
    self.init(x: d)
  }
}
struct S {
  var v: Int
  init(v: Int) { self.v = v }
  init(a: Int) { print(self.v); self.init(v: a) } // expected-error {{'self' used before 'self.init' call or assignment to 'self'}}
  init(b: Int) { if b > 0 { self.init(v: b) } } // expected-error {{'self.init' isn't called on all paths before returning from initializer}}
  init(c: Int) { foo(); self.init(v: c) } // expected-error {{'self' used before 'self.init' call or assignment to 'self'}}
  func foo() {}
}
