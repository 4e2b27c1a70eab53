// miniswiftc-only: the library's Collection (stdlib/Collection.swift) has count,
// isEmpty, first, indices, subscripts and makeIterator() (so `for`-`in` works); the
// rest of Swift's Collection (last, ...) is "not supported yet" where a value uses it.
func total<C: Collection>(_ c: C) -> Int where C.Element == Int {
  var sum = 0
  for x in c { sum += x }
  return sum
}
func head<C: Collection>(_ c: C) -> C.Element? { c.first }
print(total([1, 2]), head([3]) as Any)
struct Countdown: Collection {
  var from: Int
  var startIndex: Int { 0 }
  var endIndex: Int { from }
  var count: Int { from }
  var isEmpty: Bool { from == 0 }
  subscript(position: Int) -> Int { from - position }
  func index(after i: Int) -> Int { i + 1 }
}
for n in Countdown(from: 3) { print(n) }
print(Countdown(from: 2).last as Any) // expected-error {{'Collection' member 'last' (on 'Countdown') is not supported yet by miniswiftc}}
