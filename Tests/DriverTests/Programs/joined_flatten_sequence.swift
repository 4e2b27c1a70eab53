// joined() of a sequence of sequences: the library's FlattenSequence
// (stdlib/Flatten.swift), a value that prints as Swift's, walks with for-in, and
// takes Sequence's algorithms; joined() of Strings stays the builtin.
let x = [[1, 2], [3]]
print(x.joined())
print(Array(x.joined()))
print(x.joined().map { $0 * 2 })
for v in x.joined() { print(v) }
let words = [["a"], [], ["b", "c"]]
for w in words.joined() { print(w, terminator: " ") }
print()
print(words.joined())
print(["a", "b"].joined(separator: "-"))
print(["a", "b"].joined())
let halves = [[1.5], [2.5]].joined()
var it = halves.makeIterator()
while let v = it.next() { print(v) }
print(Array([1...2, 3...4].joined()))
print(x.joined().filter { $0 > 1 })
print(x.joined().reduce(0, +))
print(x.joined().contains(3), x.joined().contains(7))
print([[[1], [2]], [[3]]].joined())
print(Array([[[1], [2]], [[3]]].joined().joined()))

// Generic code over it: its Element is the inner sequences' Element.
func total<S: Sequence>(_ s: S) -> Int where S.Element == Int {
  var sum = 0
  for v in s { sum += v }
  return sum
}
print(total(x.joined()))
func flattenAll<S: Sequence>(_ s: S) -> [S.Element.Element] where S.Element: Sequence {
  return Array(s.joined())
}
print(flattenAll([["x", "y"], ["z"]]))
let empty: [[Int]] = [[], []]
print(Array(empty.joined()), empty.joined().map { $0 })
// A signature naming FlattenSequence<S> infers S.Element: Sequence, as in swiftc.
func wrap<S: Sequence>(_ s: S) -> FlattenSequence<S> { return s.joined() }
print(wrap([[7], [8, 9]]), Array(wrap([Set([1])])))
print(Array([["ab"], ["c"]].joined().joined()))
