// miniswiftc-only: Array, Optional, Dictionary and Set are still built into miniswiftc,
// so an extension of one is "not supported yet", reported alone: the conformance it
// declares would otherwise fail at each use with an error that blames valid Swift.
protocol Container {
  associatedtype Item
  var count: Int { get }
}
extension Array: Container {} // expected-error {{extension of the standard library's generic type 'Array' is not supported yet by miniswiftc}}
func size<C: Container>(_ c: C) -> Int { c.count }
print(size([1, 2, 3]))
