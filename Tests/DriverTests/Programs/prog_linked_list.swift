// A singly linked list of class nodes with an optional next pointer.
final class ListNode {
    let value: Int
    var next: ListNode?
    init(_ value: Int, next: ListNode? = nil) {
        self.value = value
        self.next = next
    }
}
func build(_ values: [Int]) -> ListNode? {
    var head: ListNode? = nil
    var i = values.count - 1
    while i >= 0 {
        head = ListNode(values[i], next: head)
        i -= 1
    }
    return head
}
func render(_ head: ListNode?) -> String {
    var parts: [String] = []
    var node = head
    while let n = node {
        parts.append("\(n.value)")
        node = n.next
    }
    if parts.isEmpty { return "(empty)" }
    var text = parts[0]
    for i in 1..<parts.count { text += " -> " + parts[i] }
    return text
}
func reverse(_ head: ListNode?) -> ListNode? {
    var prev: ListNode? = nil
    var cur = head
    while let c = cur {
        cur = c.next
        c.next = prev
        prev = c
    }
    return prev
}
let list = build([1, 2, 3, 4])
print(render(list))
print(render(reverse(list)))
print(render(build([])))
