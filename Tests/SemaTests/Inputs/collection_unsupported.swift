// miniswiftc-only: the library's Collection (stdlib/Collection.swift) has count,
// isEmpty, indices and subscripts; the rest of Swift's Collection (it refines Sequence,
// has first, map, ...) is "not supported yet" where a generic value uses it.
func total<C: Collection>(_ c: C) -> Int where C.Element == Int {
  var sum = 0
  for x in c { sum += x } // expected-error {{a 'for'-'in' loop over a value of type 'C' (a generic 'Collection') is not supported yet by miniswiftc}}
  return sum
}
func head<C: Collection>(_ c: C) -> C.Element? { c.first } // expected-error {{'Collection' member 'first' (on 'C') is not supported yet by miniswiftc}}
print(total([1, 2]), head([3]) as Any)
