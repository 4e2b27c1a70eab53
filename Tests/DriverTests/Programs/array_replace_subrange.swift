// Array's range-replacing methods are the library's (stdlib/ArrayReplaceSubrange.swift),
// written over the builtin the setter of the range subscript is written over too.
var a = [1, 2, 3, 4, 5]
a.replaceSubrange(1..<3, with: [9])
print(a)
a.replaceSubrange(0...1, with: [7, 7, 7])
print(a)
a.replaceSubrange(2..<2, with: [])
print(a, a.count)
a[1..<3] = [8]
print(a)
a.insert(contentsOf: [5, 6], at: 1)
print(a)
a.insert(contentsOf: 10...12, at: a.count)
print(a)
a.insert(contentsOf: Set([42]), at: 0)
print(a)
a.removeSubrange(0..<1)
print(a)
a.removeSubrange(0...1)
print(a)
a.swapAt(0, 1)
print(a)
a.removeFirst(2)
print(a)
a.removeLast(2)
print(a)
a.removeFirst(0)
a.removeLast(0)
print(a, a.removeFirst(), a.removeLast(), a)

var b = [1, 2, 3]
b.replaceSubrange(0..<1, with: b[1..<3])
b.replaceSubrange(0..<1, with: 7...8)
b.replaceSubrange(1..<2, with: Set([0]))
print(b)
b[0..<2] = b[3..<5]
print(b)

var words = ["alpha", "beta", "gamma", "delta"]
words.replaceSubrange(1...2, with: ["b", "c", "d"])
words.insert(contentsOf: ["start"], at: 0)
print(words)
var letters: [Character] = ["x", "y"]
letters.insert(contentsOf: "abc", at: 1)
print(letters)
let middle = words.count / 2
words.removeSubrange(middle..<words.count)
print(words)

struct Queue {
  var items: [String] = []
  mutating func drop(_ n: Int) { items.removeFirst(n) }
}
var q = Queue(items: ["p", "q", "r"])
q.drop(2)
print(q.items)

// In a program's own `extension Array`, `Array(s)` of a sequence of its elements.
extension Array {
    func appendingTwice<S: Sequence>(_ s: S) -> [Element] where S.Element == Element {
        self + Array(s) + Array(s)
    }
}
extension Array where Element == Int {
    func countingUp() -> [Int] { Array(1...count) }
}
print([0].appendingTwice(1...2), [7, 8, 9].countingUp())
