// Array's mutating API: insert, remove(at:), removeFirst/Last/All, popLast, +=, + —
// with String and class elements (their references counted), and value semantics.
final class Tracked {
  let name: String
  init(_ name: String) { self.name = name; print("init \(name)") }
  deinit { print("deinit \(name)") }
}

var words = ["b", "c"]
words.insert("a", at: 0)
words.insert("z", at: words.count)
print(words)
let copy = words
let removed = words.remove(at: 1)
print(removed, words, copy)
words += ["x", "y"]
words += words
print(words, words.count)
let joined = copy + ["tail"] + []
print(joined)
print(words.removeFirst(), words.removeLast(), words)
var popped = words.popLast()
print(popped ?? "none", words)
words.removeAll()
popped = words.popLast()
print(popped ?? "none", words, words.isEmpty)
words.append("again")
print(words)

func objects() {
  var list = [Tracked("one"), Tracked("two")]
  list.insert(Tracked("zero"), at: 0)
  let kept = list
  let first = list.remove(at: 0)
  print("removed", first.name, list.count, kept.count)
  list += [Tracked("three")]
  let last = list.popLast()
  print("popped", last?.name ?? "-")
  list.removeAll()
  print("cleared", list.count, kept.map { $0.name })
}
objects()
print("done")

struct Stack {
  var items: [Int] = []
  mutating func push(_ x: Int) { items.insert(x, at: 0) }
  mutating func pop() -> Int { items.removeFirst() }
}
var s = Stack()
s.push(1)
s.push(2)
s.items += [9]
print(s.pop(), s.items)
var more = ["m"]
more.append(contentsOf: ["n", "o"])
more.append(contentsOf: more)
print(more)
