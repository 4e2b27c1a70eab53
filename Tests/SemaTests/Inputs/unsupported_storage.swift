// miniswiftc-only: references are strong and enums are laid out inline, so `weak`,
// `unowned` and `indirect` are rejected where they are written.
class Owner {}
weak var w: Owner? = nil // expected-error {{'weak' variable is not supported yet by miniswiftc}}
func f(o: Owner) {
    unowned let u = o // expected-error {{'unowned' variable is not supported yet by miniswiftc}}
    print(u)
}
indirect enum Tree { // expected-error {{'indirect' enum is not supported yet by miniswiftc}}
    case leaf(Int)
    case node(Tree, Tree)
}
enum Chain {
    case end
    indirect case link(Int, Chain) // expected-error {{'indirect' enum is not supported yet by miniswiftc}}
}
