// Generic classes: a linked list `Node<T>` (ARC through `next`, deinit), a generic
// class under a non-generic superclass (vtable dispatch through the base), generic
// methods, computed properties, identity, printing.
final class Node<T> {
  var value: T
  var next: Node<T>?
  init(_ value: T, next: Node<T>? = nil) {
    self.value = value
    self.next = next
  }
  deinit { print("deinit node", value) }

  var count: Int {
    var n = 1
    var current = next
    while let c = current {
      n += 1
      current = c.next
    }
    return n
  }

  func appending(_ value: T) -> Node<T> {
    Node(value, next: self)
  }

  func values() -> [T] {
    var out: [T] = [value]
    var current = next
    while let c = current {
      out.append(c.value)
      current = c.next
    }
    return out
  }

  func map<U>(_ transform: (T) -> U) -> Node<U> {
    let head = Node<U>(transform(value))
    var tail = head
    var current = next
    while let c = current {
      let n = Node<U>(transform(c.value))
      tail.next = n
      tail = n
      current = c.next
    }
    return head
  }
}

class Shape {
  let name: String
  init(name: String) { self.name = name }
  func area() -> Double { 0 }
  func describe() -> String { "\(name) with area \(area())" }
  deinit { print("deinit shape", name) }
}

class Tagged<Tag>: Shape {
  var tag: Tag
  let side: Double
  init(tag: Tag, side: Double) {
    self.tag = tag
    self.side = side
    super.init(name: "square")
  }
  override func area() -> Double { side * side }
  func retag(_ t: Tag) { tag = t }
}

final class Box<Value> {
  private(set) var items: [Value] = []
  var isEmpty: Bool { items.isEmpty }
  func put(_ v: Value) { items.append(v) }
  func take() -> Value? { items.isEmpty ? nil : items.removeLast() }
}

do {
  let list = Node(3).appending(2).appending(1)
  print(list.values(), list.count)
  let doubled = list.map { $0 * 2 }
  print(doubled.values(), doubled.value)
  let labels = list.map { "#\($0)" }
  print(labels.values())
  print(list === list, list === list.next!)
}
print("lists released")

do {
  let t = Tagged(tag: "blue", side: 2)
  let s: Shape = t
  print(s.describe(), t.tag)
  t.retag("red")
  print(t.tag, t.name)
  let numbered = Tagged<Int>(tag: 7, side: 0.5)
  let shapes: [Shape] = [numbered, t, Shape(name: "dot")]
  for shape in shapes { print(shape.area()) }
}
print("shapes released")

let box = Box<String>()
box.put("a")
box.put("b")
print(box.items, box.isEmpty, box.take() ?? "-", box.items.count)
let ints = Box<Int>()
print(ints.take() == nil, ints.isEmpty)
print(box, Node<Int>(1), [Node(2.5)].count)
