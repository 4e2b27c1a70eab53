// miniswiftc-only: swiftc accepts these. A struct's or an enum's copy would have to
// take a side reference for each weak or unowned field, which miniswiftc does not do
// yet; a static one is a lazy global in a type.
class Node {}
struct Holder {
  weak var node: Node? // expected-error {{'weak' variable other than a class's stored property, a local or a global is not supported yet by miniswiftc}}
  unowned let owner: Node // expected-error {{'unowned' variable other than a class's stored property, a local or a global is not supported yet by miniswiftc}}
}
class Registry {
  static weak var shared: Node? // expected-error {{'weak' variable other than a class's stored property, a local or a global is not supported yet by miniswiftc}}
}
func pair(a: Node, b: Node) {
  weak var (x, y) = (a, b) // expected-error {{'weak' in a tuple pattern is not supported yet by miniswiftc}}
  print(x === y)
}
