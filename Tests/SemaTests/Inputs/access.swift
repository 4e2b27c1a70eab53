// Access control within one module: private, fileprivate, internal, public, open.
public class Vault {
  private var code = 1234            // expected-note {{'code' declared here}}
  fileprivate var hint = "year"
  public private(set) var opened = false
  open func open(with c: Int) { if c == code { opened = true } }
  private func reset() { code = 0 }  // expected-note {{'reset()' declared here}}
}
extension Vault {
  func check() -> Bool { return code == 0 }   // an extension in the same file sees private members
}
private struct Helper {
  var x = 1
}
fileprivate func helper() -> Int { return Helper().x }

let v = Vault()
v.open(with: 1)
print(v.hint, v.opened, v.check(), helper())
print(v.code)                        // expected-error {{'code' is inaccessible due to 'private' protection level}}
v.reset()                            // expected-error {{'reset' is inaccessible due to 'private' protection level}}
v.opened = true                      // expected-error {{cannot assign to property: 'opened' setter is inaccessible}}
