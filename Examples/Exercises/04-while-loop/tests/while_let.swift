// `while let` binds a new constant on each pass and stops at nil.
class Node {
  let value: Int
  var next: Node?
  init(_ value: Int, _ next: Node?) {
    self.value = value
    self.next = next
  }
  deinit { print("free node", value) }
}

func countdown(_ n: Int) -> Int? {
  if n > 0 { return n - 1 }
  return nil
}

var cur: Int? = 3
while let c = cur {
  print("at", c)
  cur = countdown(c)
}

var list: Node? = Node(1, Node(2, Node(3, nil)))
var walker = list
var total = 0
while let node = walker, node.value < 3 {
  total += node.value
  walker = node.next
}
print("total", total)
walker = nil
list = nil
print("end")
