// miniswiftc-only: Array, Optional, Dictionary and Set are still built into miniswiftc,
// so a member in an extension of one is "not supported yet", reported alone (the
// conformance the extension declares is kept, so its uses blame nothing).
protocol Container {
  associatedtype Item
  var count: Int { get }
}
extension Array: Container { func first3() {} } // expected-error {{member of an extension of the standard library's generic type 'Array' is not supported yet by miniswiftc}}
func size<C: Container>(_ c: C) -> Int { c.count }
print(size([1, 2, 3]))
