struct Stack<Element> {
  var items: [Element]
  struct Iterator {
    var items: [Element]
  }
  func makeIterator() -> Iterator { Iterator(items: items) }
}
extension Stack {
  struct Node {
    var value: Element
  }
}
class Tree<T> {
  enum Shape {
    case leaf(T)
  }
}
struct Box<A, B> {
  var a: A
  var b: B
}
extension Box where A == B {
  func same() -> [A] { [a, b] }
}
extension Box where A == Int {
  func doubled() -> Int { a * 2 }
}
