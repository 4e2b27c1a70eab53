// Printing an indirect (recursive) enum and a struct holding one: each description is a
// function of its type, so a recursive value describes itself through calls.
indirect enum Tree {
    case leaf(Int)
    case node(Tree, Tree)
}
struct Labeled { var name: String; var tree: Tree }
let t = Tree.node(.leaf(1), .node(.leaf(2), .leaf(3)))
print(t)
print([t, .leaf(4)])
print(Labeled(name: "x", tree: .leaf(5)))
let maybe: Tree? = t
print("\(maybe!) \(maybe)")
