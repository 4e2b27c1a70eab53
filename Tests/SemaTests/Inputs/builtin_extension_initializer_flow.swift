// An initializer in an extension of a built-in type has no stored properties to set: it
// must give `self` a whole value, by `self = ...` or `self.init(...)`, before using it
// and on every path.
extension Int {
  init(nothing x: Int) {
    print(x)
  } // expected-error {{'self.init' isn't called on all paths before returning from initializer}}
  init(early x: Int) {
    print(self) // expected-error {{'self' used before 'self.init' call or assignment to 'self'}}
    self = x
  }
  init(either x: Int) {
    if x > 0 {
      self = x
    } else {
      self.init(0)
    }
  }
}
extension Array {
  init(maybe x: Element, _ c: Bool) {
    if c {
      self = [x]
    }
  } // expected-error {{'self.init' isn't called on all paths before returning from initializer}}
}
