// miniswiftc-only: Optional, Dictionary and Set are still built into miniswiftc, so a
// member in an extension of one is "not supported yet", reported alone (the conformance
// the extension declares is kept, so its uses blame nothing).
protocol Sized {
  var count: Int { get }
}
extension Dictionary: Sized { func first3() {} } // expected-error {{member of an extension of the standard library's generic type 'Dictionary' is not supported yet by miniswiftc}}
func size<C: Sized>(_ c: C) -> Int { c.count }
print(size(["a": 1]))
