// An associated type no requirement's witness binds, given by a member type alias
// (`typealias Item = Int`).
protocol Container {
  associatedtype Item
  var count: Int { get }
}
struct IntBag: Container {
  typealias Item = Int
  var count: Int { 3 }
}
func firstItemType<C: Container>(_ c: C, _ make: () -> C.Item) -> C.Item { make() }
print(firstItemType(IntBag()) { 42 }, IntBag().count)
