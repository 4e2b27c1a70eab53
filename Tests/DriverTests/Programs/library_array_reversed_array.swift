// reversed() where an array is expected: Swift's `Sequence.reversed() -> [Element]`,
// the library's; elsewhere a ReversedCollection.
let xs = [1, 2, 3]
let r: [Int] = xs.reversed()
print(r, xs.reversed() == [3, 2, 1], xs.reversed())
func total(_ values: [Int]) -> Int { values.reduce(0, +) }
print(total(xs.reversed()))
let empty: [String] = []
let backwards: [String] = empty.reversed()
print(backwards, backwards.isEmpty)
var names = ["a", "b", "c", "d"]
names = names.reversed()
print(names)
let nested: [[Int]] = [[1], [2, 3]].reversed()
print(nested)
print(Array(xs.reversed()))
print((1...3).reversed().map { $0 * 10 })
// Of a sequence that is not bidirectional: Sequence's, an array.
let set: Set<Int> = [7]
print(set.reversed(), ["k": 1].reversed().map(\.key))
struct Countdown: Sequence, IteratorProtocol {
  var n: Int
  mutating func next() -> Int? {
    if n == 0 { return nil }
    defer { n -= 1 }
    return n
  }
}
print(Countdown(n: 3).reversed())
func reversedArray<S: Sequence>(_ s: S) -> [S.Element] { s.reversed() }
print(reversedArray(1...4), reversedArray(""), reversedArray([[1], [2]]))
