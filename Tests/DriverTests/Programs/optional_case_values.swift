// Optional's cases written as cases: .some(x) and .none where an optional is expected.
let x: Int? = .some(3)
let y: Int? = .none
let n: Int?? = .some(nil)
let m: Int?? = .some(.some(4))
print(x as Any, y as Any, n as Any, m as Any)
func f(_ s: String) -> String? { s.isEmpty ? .none : .some(s + "!") }
print(f("") as Any, f("a") as Any)
enum Level { case none, low }
let l: Level? = .none  // Optional.none, not Level.none (swiftc warns: optional_none_ambiguity.swift)
print(l == nil)
var names: [String?] = [.some("a"), .none]
names.append(.some("b"))
print(names)
class Node { var next: Node? = .none; let v: Int; init(_ v: Int) { self.v = v } }
let head = Node(1); head.next = .some(Node(2))
print(head.next?.v as Any)
