// Each way a program uses a library type's conformance to a protocol with associated
// types, whose witnesses Sema checks only then (LibraryBodies.swift): an opaque result,
// a for-in, a program's Sequence whose iterator is the library's, a generic type's
// argument, a generic function's, a protocol extension's member, an iterator by hand.
func evens() -> some Sequence { stride(from: 0, to: 10, by: 2) }
for x in evens() { print(x) }
func col() -> some Collection { [1, 2, 3] }
print(col().count)
for x in col() { print(x) }
func r() -> some Sequence { 0..<3 }
for x in r() { print(x) }
struct Stack<T>: Sequence {
  var items: [T]
  func makeIterator() -> IndexingIterator<[T]> { items.makeIterator() }
}
for s in Stack(items: ["a", "b"]) { print(s) }
struct W<S: Sequence> { var s: S; func all() -> [S.Element] { Array(s) } }
print(W(s: 1...3).all())
let z = zip(0..<3, "abc")
for (i, c) in z { print(i, c) }
func total<C: Collection>(_ c: C) -> Int where C.Element == Int { c.reduce(0, +) }
print(total(0..<5), total([1, 2]))
let lazyDoubles = (1...4).lazy.map { $0 * 2 }
print(Array(lazyDoubles))
let d = ["a": 1, "b": 2]
print(d.keys.sorted(), d.values.reduce(0, +))
print("abc".reversed().map { String($0) })
var it = (0..<2).makeIterator()
while let v = it.next() { print(v) }
let cl: ClosedRange<Int> = 1...3
print(cl.map { $0 + 1 }, cl.count, cl.contains(2))
