// The library's sequences nest their iterators, as Swift's do:
// Zip2Sequence.Iterator, EnumeratedSequence.Iterator, ReversedCollection.Iterator.
let numbers = [1, 2, 3]
let names = ["one", "two"]

var pairs = zip(numbers, names).makeIterator()
print(type(of: pairs))
while let p = pairs.next() { print(p.0, p.1) }
print(pairs.next() == nil)

var offsets = numbers.enumerated().makeIterator()
print(type(of: offsets))
while let p = offsets.next() { print(p.offset, p.element) }

var backwards = names.reversed().makeIterator()
print(type(of: backwards))
print(backwards.next() as Any, backwards.next() as Any, backwards.next() as Any)

func drain<I: IteratorProtocol>(_ iterator: I) -> [I.Element] {
  var it = iterator
  var result: [I.Element] = []
  while let x = it.next() { result.append(x) }
  return result
}
print(drain(zip(names, numbers).makeIterator()).count)
print(drain(numbers.reversed().makeIterator()))
let z: Zip2Sequence<[Int], [String]>.Iterator = zip(numbers, names).makeIterator()
print(drain(z).map { "\($0.0)-\($0.1)" })
