class Node<T> { var value: T; var next: Node<T>?; init(_ v: T, next: Node<T>? = nil) { value = v; self.next = next } }
class LinkedList<T>: Sequence { var head: Node<T>?
  func push(_ v: T) { head = Node(v, next: head) }
  func makeIterator() -> AnyIterator<T> { var cur = head; return AnyIterator { defer { cur = cur?.next }; return cur?.value } } }
let ll = LinkedList<String>(); ll.push("c"); ll.push("b"); ll.push("a")
print(Array(ll), ll.map { $0.uppercased() })
for s in ll { print(s, terminator: " ") }
print()
var n = 0
let counter = AnyIterator<Int> { n += 1; return n <= 3 ? n * 10 : nil }
print(Array(counter))
var it = AnyIterator { () -> String? in nil }
print(it.next() as Any)
struct Countdown: Sequence { let start: Int
  func makeIterator() -> AnyIterator<Int> { var i = start; return AnyIterator { guard i > 0 else { return nil }; defer { i -= 1 }; return i } } }
print(Countdown(start: 3).map { $0 }, Countdown(start: 4).reduce(0, +), Countdown(start: 2).contains(2))
