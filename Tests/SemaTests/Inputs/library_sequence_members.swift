// miniswiftc-only: Swift's Sequence has `map`, `filter`, `first(where:)`, ... for every
// sequence; miniswiftc's library has them for arrays only, so on another sequence
// (the library's EnumeratedSequence, Zip2Sequence, ReversedCollection, or a program's)
// they are "not supported yet" rather than "no member".
struct Countdown: Sequence {
  let start: Int
  func makeIterator() -> CountdownIterator { CountdownIterator(current: start) }
}
struct CountdownIterator: IteratorProtocol {
  var current: Int
  mutating func next() -> Int? {
    if current == 0 { return nil }
    defer { current -= 1 }
    return current
  }
}
let xs = [1, 2, 3]
print(xs.enumerated().map { $0.offset }) // expected-error {{'Sequence' member 'map' (on 'EnumeratedSequence<[Int]>') is not supported yet by miniswiftc}}
print(zip(xs, xs).first { _ in true } as Any) // expected-error {{'Sequence' member 'first' (on 'Zip2Sequence<[Int], [Int]>') is not supported yet by miniswiftc}}
print(xs.reversed().filter { $0 > 1 }) // expected-error {{'Sequence' member 'filter' (on 'ReversedCollection<[Int]>') is not supported yet by miniswiftc}}
print(xs.reversed().count) // expected-error {{'Sequence' member 'count' (on 'ReversedCollection<[Int]>') is not supported yet by miniswiftc}}
print(Countdown(start: 3).reduce(0) { $0 + $1 }) // expected-error {{'Sequence' member 'reduce' (on 'Countdown') is not supported yet by miniswiftc}}
