// Warnings as swiftc prints them, in its order: a body's type-checking warnings, then
// the warnings about its variables; the group after a message (`[#no-usage]`).
class Node {}
var total = 1
print(total)
let maybe: Int? = 2
print(maybe)
func tally() {
  var count = 1
  print(count)
  let found: Int? = 2
  print(found)
  weak var node: Node? = nil
  print(node as Any)
  var unused = 5
  count + 1
  _ = { var inner = 1; print(inner); let hidden: Int? = 2; print(hidden) }
}
let implicit: Int! = 3
let boxed: Any = implicit
tally()
print(boxed)
