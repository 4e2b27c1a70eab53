// Arrays, ranges, sets, dictionaries and strings as `Sequence`s in generic code: each
// has the library's `makeIterator()` (stdlib/Collection.swift, RangeIteration.swift,
// HashedCollectionIteration.swift), so a function over `S: Sequence` calls it when
// specialized for them, and `zip` takes any two of them.
func total<S: Sequence>(_ s: S) -> Int where S.Element == Int {
  var sum = 0
  for x in s { sum += x }
  return sum
}

func iteratedTotal<S: Sequence>(_ s: S) -> Int where S.Element == Int {
  var sum = 0
  var it = s.makeIterator()
  while let x = it.next() { sum += x }
  return sum
}

func firstElement<S: Sequence>(_ s: S) -> S.Element? {
  var it = s.makeIterator()
  return it.next()
}

func count<S: Sequence>(_ s: S) -> Int {
  var n = 0
  var it = s.makeIterator()
  while it.next() != nil { n += 1 }
  return n
}

print(total([1, 2, 3]), total(1..<4), total(1...3), total(Set([1, 2, 3])))
print(iteratedTotal([1, 2, 3]), iteratedTotal(1..<4), iteratedTotal(1...3), iteratedTotal(Set([1, 2, 3])))
print(firstElement(1...3) as Any, firstElement(5..<5) as Any, firstElement(7...7) as Any)
print(firstElement([9, 8]) as Any, firstElement("swift") as Any, firstElement(Set([4])) as Any)
print(firstElement(["k": 1]) as Any)
print(count(0..<10), count(-2...2), count(["a": 1, "b": 2]), count(Set(["x", "y", "z"])), count("héllo"))

for (a, b) in zip(1...3, ["a", "b", "c"]) { print(a, b) }
for (a, b) in zip(0..<5, "xyz") { print(a, b) }
for (a, b) in zip([10, 20], 1...9) where a > 0 { print(a, b) }
var pairs = 0
for (n, s) in zip(Set([1, 2, 3]), ["p", "q"]) where n > 0 && !s.isEmpty { pairs += 1 }
print(pairs)
for (entry, i) in zip(["only": 1], 1...5) { print(entry.key, entry.value, i) }

// The iterators as values.
var r = (1...2).makeIterator()
print(r.next() as Any, r.next() as Any, r.next() as Any, r.next() as Any)
var h = (3..<5).makeIterator()
print(h.next() as Any, h.next() as Any, h.next() as Any)
var last = (Int.max - 1...Int.max).makeIterator()
print(last.next() as Any, last.next() as Any, last.next() as Any)
var d = ["one": 1].makeIterator()
if let entry = d.next() { print(entry.key, entry.value) }
print(d.next() == nil)
