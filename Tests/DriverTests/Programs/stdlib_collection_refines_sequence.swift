// The library's Collection refines Sequence, as Swift's does: a program's Collection, a
// generic `C: Collection` and a `some Collection` are Sequences, so they pass where an
// `S: Sequence` is expected, and `zip` takes them; their `Iterator` is the library's
// default, an `IndexingIterator`, and their `Element` is the subscript's.
struct Squares: Collection {
  let count: Int
  var startIndex: Int { 0 }
  var endIndex: Int { count }
  var isEmpty: Bool { count == 0 }
  subscript(position: Int) -> Int { position * position }
  func index(after i: Int) -> Int { i + 1 }
}

func total<S: Sequence>(_ s: S) -> Int where S.Element == Int {
  var sum = 0
  for x in s { sum += x }
  return sum
}

func describe<S: Sequence>(_ s: S) -> String {
  var parts: [String] = []
  var it = s.makeIterator()
  while let x = it.next() { parts.append("\(x)") }
  return parts.joined(separator: ",")
}

func sumOfCollection<C: Collection>(_ c: C) -> Int where C.Element == Int {
  // A Collection is a Sequence: it goes on to a function over Sequences.
  return total(c) + (c.isEmpty ? 0 : 1000)
}

func letters() -> some Collection { "abc" }

print(total(Squares(count: 4)), describe(Squares(count: 3)), describe(Squares(count: 0)))
print(sumOfCollection(Squares(count: 3)), sumOfCollection([5, 6]), sumOfCollection(Squares(count: 0)))
print(describe(letters()), describe("hé"))
for (square, letter) in zip(Squares(count: 5), letters()) { print(square, letter) }
var it = Squares(count: 2).makeIterator()
print(it.next() as Any, it.next() as Any, it.next() as Any)
