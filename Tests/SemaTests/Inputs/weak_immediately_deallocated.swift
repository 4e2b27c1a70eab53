// A new instance stored straight into a `weak` or `unowned` variable: nothing else
// holds it, so it is deallocated at once (swiftc warns at the `=`). Where the lowering
// sees the store (a local, or a property of the `self` an initializer makes), a `weak`
// reference will always be nil, it adds when the program is lowered.
class Token { var n = 1 }
class Holder {
  weak var recent: Token? // expected-note 2 {{'recent' declared here}}
  unowned var owner: Token // expected-note {{'owner' declared here}}
  init() {
    owner = Token() // expected-warning {{instance will be immediately deallocated because property 'owner' is 'unowned'}}
    // expected-note@-1 {{a strong reference is required to prevent the instance from being deallocated}}
    recent = Token() // expected-warning {{instance will be immediately deallocated because property 'recent' is 'weak'}}
    // expected-note@-1 {{a strong reference is required to prevent the instance from being deallocated}}
    // expected-warning@-2 {{weak reference will always be nil because the referenced object is deallocated here}}
  }
}
func use() {
  weak var a = Token() // expected-warning {{instance will be immediately deallocated because variable 'a' is 'weak'}}
  // expected-note@-1 {{a strong reference is required to prevent the instance from being deallocated}}
  // expected-note@-2 {{'a' declared here}}
  // expected-warning@-3 {{weak variable 'a' was never mutated; consider changing to 'let' constant}}
  // expected-warning@-4 {{weak reference will always be nil because the referenced object is deallocated here}}
  unowned let b = Token() // expected-warning {{instance will be immediately deallocated because variable 'b' is 'unowned'}}
  // expected-note@-1 {{a strong reference is required to prevent the instance from being deallocated}}
  // expected-note@-2 {{'b' declared here}}
  weak var c: Token? = nil // expected-note {{'c' declared here}}
  c = Token() // expected-warning {{instance will be immediately deallocated because variable 'c' is 'weak'}}
  // expected-note@-1 {{a strong reference is required to prevent the instance from being deallocated}}
  // expected-warning@-2 {{weak reference will always be nil because the referenced object is deallocated here}}
  let strong = Token()
  weak var d: Token? = strong
  d = strong
  print(a as Any, b, c as Any, d as Any)
  let h = Holder()
  h.recent = Token() // expected-warning {{instance will be immediately deallocated because property 'recent' is 'weak'}}
  // expected-note@-1 {{a strong reference is required to prevent the instance from being deallocated}}
}
use()
